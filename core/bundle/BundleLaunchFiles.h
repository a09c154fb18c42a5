#pragma once

#include "BundleArchive.h"
#include "BundleSource.h"

#include <QList>

namespace sparkwire::bundle {

// The launchers under launch/: the OpenMPI hostfile, and one script per tool (torchrun,
// Accelerate, vLLM on Ray, TensorRT-LLM through mpirun, nccl-tests). Every script runs on
// any member and works out its own rank from its hostname (else from which member's fabric
// address it has), sources env/nccl.env, and binds only fabric addresses.
namespace BundleLaunchFiles {
QList<BundleEntry> generate(const BundleSource &source);
// env/: nccl.env (GPUDirect off, safe), nccl-dmabuf.env, nccl.docker.env, docker-run-flags.txt
QList<BundleEntry> environment(const BundleSource &source);
} // namespace BundleLaunchFiles

} // namespace sparkwire::bundle
