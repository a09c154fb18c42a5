#include "AboutDialog.h"

#include <QApplication>
#include <QDialogButtonBox>
#include <QHBoxLayout>
#include <QIcon>
#include <QLabel>
#include <QVBoxLayout>

AboutDialog::AboutDialog(QWidget *parent)
    : QDialog(parent)
{
    setObjectName(QStringLiteral("aboutDialog"));
    setWindowTitle(tr("About Sparkwire"));
    auto *icon = new QLabel(this);
    icon->setPixmap(QApplication::windowIcon().pixmap(96, 96));
    auto *text = new QLabel(this);
    text->setObjectName(QStringLiteral("aboutText"));
    text->setWordWrap(true);
    text->setTextFormat(Qt::RichText);
    text->setOpenExternalLinks(true);
    text->setText(tr("<h2>Sparkwire %1</h2>"
                     "<p>Turns two or more NVIDIA DGX Sparks into one cluster over their "
                     "ConnectX-7 200GbE ports: cabling, addressing, pairing, SSH, and proof "
                     "that RDMA and NCCL really use the fabric.</p>"
                     "<p>Built with Qt %2, libnl and rdma-core.</p>"
                     "<p><small>The inventory is tested on recorded sysfs trees and real "
                     "network interfaces; RDMA paths have not yet run on a real Spark.</small></p>")
                      .arg(QStringLiteral(SPARKWIRE_VERSION), QString::fromLatin1(qVersion())));
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    auto *row = new QHBoxLayout;
    row->addWidget(icon, 0, Qt::AlignTop);
    row->addWidget(text, 1);
    auto *layout = new QVBoxLayout(this);
    layout->addLayout(row);
    layout->addWidget(buttons);
    setMinimumWidth(440);
}
