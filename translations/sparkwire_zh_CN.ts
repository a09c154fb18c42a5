<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_CN">
<context>
    <name>AboutDialog</name>
    <message>
        <source>About Sparkwire</source>
        <translation>关于 Sparkwire</translation>
    </message>
    <message>
        <source>&lt;h2&gt;Sparkwire %1&lt;/h2&gt;&lt;p&gt;Turns two or more NVIDIA DGX Sparks into one cluster over their ConnectX-7 200GbE ports: cabling, addressing, pairing, SSH, and proof that RDMA and NCCL really use the fabric.&lt;/p&gt;&lt;p&gt;Built with Qt %2, libnl and rdma-core.&lt;/p&gt;&lt;p&gt;&lt;small&gt;The inventory is tested on recorded sysfs trees and real network interfaces; RDMA paths have not yet run on a real Spark.&lt;/small&gt;&lt;/p&gt;</source>
        <translation>&lt;h2&gt;Sparkwire %1&lt;/h2&gt;&lt;p&gt;通过 ConnectX-7 200GbE 端口，将两台或更多 NVIDIA DGX Spark 组成一个集群：布线、编址、配对、SSH，并证明 RDMA 和 NCCL 确实在使用该互连网络。&lt;/p&gt;&lt;p&gt;基于 Qt %2、libnl 和 rdma-core 构建。&lt;/p&gt;&lt;p&gt;&lt;small&gt;硬件清点已在录制的 sysfs 树和真实网络接口上测试；RDMA 路径尚未在真实的 Spark 上运行过。&lt;/small&gt;&lt;/p&gt;</translation>
    </message>
</context>
<context>
    <name>ActivityFeed</name>
    <message>
        <source>no problem found</source>
        <translation>未发现问题</translation>
    </message>
    <message>
        <source>Pairing: ✔ paired with %1.</source>
        <translation>配对：✔ 已与 %1 配对。</translation>
    </message>
    <message>
        <source>Pairing: ✘ not paired: %1</source>
        <translation>配对：✘ 未配对：%1</translation>
    </message>
    <message>
        <source>SSH: ✔ %1</source>
        <translation>SSH：✔ %1</translation>
    </message>
    <message>
        <source>SSH: ✘ not set up: %1</source>
        <translation>SSH：✘ 未设置：%1</translation>
    </message>
    <message>
        <source>Apply: %1 runs the plan now, on trial.</source>
        <translation>应用：%1 现在试用该计划。</translation>
    </message>
    <message>
        <source>Apply: ✔ every twin of %1 checked.</source>
        <translation>应用：✔ %1 的每个孪生端口均已检查。</translation>
    </message>
    <message>
        <source>Keep: ✔ %1 keeps the plan.</source>
        <translation>保留：✔ %1 保留该计划。</translation>
    </message>
    <message>
        <source>Apply: ↩ %1 is back on its previous network files.</source>
        <translation>应用：↩ %1 已恢复为之前的网络文件。</translation>
    </message>
    <message>
        <source>Apply: ↩ %1 is back on its previous network files: %2</source>
        <translation>应用：↩ %1 已恢复为之前的网络文件：%2</translation>
    </message>
    <message>
        <source>Apply: ✘ %1 failed: %2</source>
        <translation>应用：✘ %1 失败：%2</translation>
    </message>
    <message>
        <source>Apply: ✔ every check passed; the plan waits for Keep (or goes back by itself).</source>
        <translation>应用：✔ 所有检查均通过；该计划等待“保留”（否则会自行恢复）。</translation>
    </message>
    <message>
        <source>Apply: ✔ nothing needed changing.</source>
        <translation>应用：✔ 无需任何更改。</translation>
    </message>
    <message>
        <source>Apply: ✔ kept on every member.</source>
        <translation>应用：✔ 所有成员均已保留。</translation>
    </message>
    <message>
        <source>Apply: ✘ not kept: %1</source>
        <translation>应用：✘ 未保留：%1</translation>
    </message>
    <message>
        <source>TCP test to %1: %2%3</source>
        <translation>到 %1 的 TCP 测试：%2%3</translation>
    </message>
    <message>
        <source>RDMA test to %1: %2%3</source>
        <translation>到 %1 的 RDMA 测试：%2%3</translation>
    </message>
    <message>
        <source>NCCL test: %1%2</source>
        <translation>NCCL 测试：%1%2</translation>
    </message>
    <message>
        <source>Link test: ✘ did not run: %1</source>
        <translation>链路测试：✘ 未运行：%1</translation>
    </message>
    <message>
        <source>Link test: cancelled; nothing is left running.</source>
        <translation>链路测试：已取消；没有任何内容仍在运行。</translation>
    </message>
    <message>
        <source>%1&apos;s network plan is applied here, on trial: it goes back by itself in %2 s unless it is kept.</source>
        <translation>%1 的网络计划已在此试用：除非被保留，否则将在 %2 秒后自行恢复。</translation>
    </message>
    <message>
        <source>✔ The network plan is kept: %1.</source>
        <translation>✔ 网络计划已保留：%1。</translation>
    </message>
    <message>
        <source>↩ The network plan was put back: %1</source>
        <translation>↩ 网络计划已恢复：%1</translation>
    </message>
</context>
<context>
    <name>ActivityLog</name>
    <message>
        <source>Activity</source>
        <translation>活动</translation>
    </message>
    <message>
        <source>Notices, oldest first</source>
        <translation>通知（最早的在前）</translation>
    </message>
    <message>
        <source>%1  %2</source>
        <translation>%1  %2</translation>
    </message>
</context>
<context>
    <name>AddressPlanner</name>
    <message>
        <source>&quot;this network&quot;</source>
        <translation>“本网络”</translation>
    </message>
    <message>
        <source>loopback</source>
        <translation>环回</translation>
    </message>
    <message>
        <source>link-local (use --addressing link-local for that)</source>
        <translation>链路本地（如需使用，请用 --addressing link-local）</translation>
    </message>
    <message>
        <source>multicast</source>
        <translation>组播</translation>
    </message>
    <message>
        <source>reserved</source>
        <translation>保留</translation>
    </message>
    <message>
        <source>%1 is in the %2 range %3</source>
        <translation>%1 位于%2范围 %3 内</translation>
    </message>
    <message>
        <source>%1 is not a private range (10.0.0.0/8, 172.16.0.0/12 or 192.168.0.0/16)</source>
        <translation>%1 不是私有地址范围（10.0.0.0/8、172.16.0.0/12 或 192.168.0.0/16）</translation>
    </message>
    <message>
        <source>a two-node topology has exactly 2 nodes, not %1</source>
        <translation>双节点拓扑恰好有 2 个节点，而不是 %1 个</translation>
    </message>
    <message>
        <source>a switch fabric has 2 to %1 nodes, not %2</source>
        <translation>交换机网络有 2 到 %1 个节点，而不是 %2 个</translation>
    </message>
    <message>
        <source>port must be 0 or 1, not %1</source>
        <translation>端口必须是 0 或 1，而不是 %1</translation>
    </message>
    <message>
        <source>MTU %1 is outside %2..%3; use 9000 for RoCE</source>
        <translation>MTU %1 超出 %2..%3 范围；RoCE 请使用 9000</translation>
    </message>
    <message>
        <source>subnet base: %1</source>
        <translation>子网起始地址：%1</translation>
    </message>
    <message>
        <source>subnet base %1: the prefix must be /16 to /31</source>
        <translation>子网起始地址 %1：前缀必须在 /16 到 /31 之间</translation>
    </message>
    <message>
        <source>a cable names node %1 port %2, which this %3-node plan does not have</source>
        <translation>某条线缆指向节点 %1 的端口 %2，而这个 %3 节点方案中没有它</translation>
    </message>
    <message>
        <source>node %1 port %2 is in two cables; a QSFP port takes one</source>
        <translation>节点 %1 的端口 %2 出现在两条线缆中；一个 QSFP 端口只能接一条线缆</translation>
    </message>
    <message>
        <source>a cable loops node %1 back to itself</source>
        <translation>某条线缆将节点 %1 环回到自身</translation>
    </message>
    <message>
        <source>twin %1</source>
        <translation>孪生口 %1</translation>
    </message>
    <message>
        <source>cable %1 twin %2</source>
        <translation>线缆 %1 孪生口 %2</translation>
    </message>
    <message>
        <source>%1 would run past 255.255.255.255; choose a lower subnet base</source>
        <translation>%1 将超出 255.255.255.255；请选择更低的子网起始地址</translation>
    </message>
    <message>
        <source>%1: %2; choose another subnet base</source>
        <translation>%1：%2；请选择其他子网起始地址</translation>
    </message>
    <message>
        <source>%1 (%2) is too small to number %3 nodes; use a larger subnet, e.g. /24</source>
        <translation>%1（%2）太小，不足以为 %3 个节点编址；请使用更大的子网，例如 /24</translation>
    </message>
    <message>
        <source>%1 (%2) overlaps %3 already on this host (%4); choose another subnet base</source>
        <translation>%1（%2）与本机已有的 %3（%4）重叠；请选择其他子网起始地址</translation>
    </message>
    <message>
        <source>node %1 has no netdev for port %2 half %3</source>
        <translation>节点 %1 的端口 %2 第 %3 半没有 netdev</translation>
    </message>
    <message>
        <source>a ring has %1 to %2 nodes, not %3 (use a switch for more)</source>
        <translation>环形拓扑有 %1 到 %2 个节点，而不是 %3（更多节点请使用交换机）</translation>
    </message>
</context>
<context>
    <name>AddressingPage</name>
    <message>
        <source>&amp;Cancel</source>
        <translation>取消(&amp;C)</translation>
    </message>
    <message>
        <source>&amp;Read again</source>
        <translation>重新读取(&amp;R)</translation>
    </message>
    <message>
        <source>Node n&amp;umbers</source>
        <translation>节点编号(&amp;U)</translation>
    </message>
    <message>
        <source>Stop waiting for the members&apos; answers.</source>
        <translation>停止等待成员的回复。</translation>
    </message>
    <message>
        <source>Ask every member for its state again.</source>
        <translation>再次向每个成员询问其状态。</translation>
    </message>
    <message>
        <source>Node N gets host address .N on every subnet. The numbers a configured cluster keeps are kept.</source>
        <translation>节点 N 在每个子网上获得主机地址 .N。已配置集群保留的编号会被保留。</translation>
    </message>
    <message>
        <source>The first subnet. Each cable-twin gets the next block of the same size.</source>
        <translation>第一个子网。每个线缆孪生口依次获得下一个同样大小的地址块。</translation>
    </message>
    <message>
        <source>9000 gives RoCE 4096-byte frames; 1500 limits it to 1024.</source>
        <translation>9000 使 RoCE 使用 4096 字节帧；1500 将其限制为 1024。</translation>
    </message>
    <message>
        <source>Member</source>
        <translation>成员</translation>
    </message>
    <message>
        <source>Netdev</source>
        <translation>Netdev</translation>
    </message>
    <message>
        <source>Port / half</source>
        <translation>端口 / 半部</translation>
    </message>
    <message>
        <source>Address</source>
        <translation>地址</translation>
    </message>
    <message>
        <source>Cabled to</source>
        <translation>连接到</translation>
    </message>
    <message>
        <source>Planned addresses of every member</source>
        <translation>每个成员的计划地址</translation>
    </message>
    <message>
        <source>First &amp;subnet:</source>
        <translation>第一个子网(&amp;S)：</translation>
    </message>
    <message>
        <source>&amp;MTU:</source>
        <translation>MTU(&amp;M)：</translation>
    </message>
    <message>
        <source>Addressing plan</source>
        <translation>编址方案</translation>
    </message>
    <message>
        <source>Every member&apos;s node number and addresses, planned together from the cabling they report. Each twin half gets its own subnet, so both carry traffic.</source>
        <translation>每个成员的节点编号和地址，根据它们报告的布线统一规划。每个孪生半部都有自己的子网，因此两者都承载流量。</translation>
    </message>
    <message>
        <source>Reading the state of %1…</source>
        <translation>正在读取 %1 的状态…</translation>
    </message>
    <message>
        <source>✘ %1</source>
        <translation>✘ %1</translation>
    </message>
    <message>
        <source>✘ Could not read the state of %1: %2</source>
        <translation>✘ 无法读取 %1 的状态：%2</translation>
    </message>
    <message>
        <source>Read the state of %1.</source>
        <translation>已读取 %1 的状态。</translation>
    </message>
    <message>
        <source>Two Sparks, one cable: both twins of it carry traffic.</source>
        <translation>两台 Spark，一条线缆：它的两个孪生口都承载流量。</translation>
    </message>
    <message numerus="yes">
        <source>%n Sparks on a switch, every one on its port %1.</source>
        <translation>
            <numerusform>%n 台 Spark 连接在交换机上，每台都使用其端口 %1。</numerusform>
        </translation>
    </message>
    <message>
        <source>Node number of %1</source>
        <translation>%1 的节点编号</translation>
    </message>
    <message>
        <source>%1 (this Spark):</source>
        <translation>%1（本 Spark）：</translation>
    </message>
    <message>
        <source>%1:</source>
        <translation>%1：</translation>
    </message>
    <message>
        <source>%1 (node %2, this Spark)</source>
        <translation>%1（节点 %2，本 Spark）</translation>
    </message>
    <message>
        <source>%1 (node %2)</source>
        <translation>%1（节点 %2）</translation>
    </message>
    <message>
        <source>%1 / %2</source>
        <translation>%1 / %2</translation>
    </message>
    <message>
        <source>link-local</source>
        <translation>链路本地</translation>
    </message>
    <message>
        <source>%1 port %2</source>
        <translation>%1 端口 %2</translation>
    </message>
    <message>
        <source>switch</source>
        <translation>交换机</translation>
    </message>
    <message numerus="yes">
        <source>%n Sparks in a ring: each cable is its own pair of subnets.</source>
        <translation>
            <numerusform>%n 台 Spark 组成环：每根线缆各有一对子网。</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ApplyBackend</name>
    <message>
        <source>Here the other netplan files cannot be changed: edit them on this Spark yourself.</source>
        <translation>此处无法更改其他 netplan 文件：请在此 Spark 上自行编辑。</translation>
    </message>
    <message>
        <source>Here the other tools&apos; files cannot be moved: use sparkwirectl netplan other-tools --move-aside on this Spark.</source>
        <translation>此处无法移走其他工具的文件：请在这台 Spark 上使用 sparkwirectl netplan other-tools --move-aside。</translation>
    </message>
</context>
<context>
    <name>ApplyPage</name>
    <message>
        <source>&amp;Apply to every Spark</source>
        <translation>应用到每台 Spark(&amp;A)</translation>
    </message>
    <message>
        <source>&amp;Cancel on every Spark</source>
        <translation>在每台 Spark 上取消(&amp;C)</translation>
    </message>
    <message>
        <source>&amp;Retry</source>
        <translation>重试(&amp;R)</translation>
    </message>
    <message>
        <source>Every member&apos;s progress</source>
        <translation>每个成员的进度</translation>
    </message>
    <message>
        <source>Member</source>
        <translation>成员</translation>
    </message>
    <message>
        <source>Node</source>
        <translation>节点</translation>
    </message>
    <message>
        <source>Phase</source>
        <translation>阶段</translation>
    </message>
    <message>
        <source>Reason</source>
        <translation>原因</translation>
    </message>
    <message>
        <source>Every Spark goes back to its previous file.</source>
        <translation>每台 Spark 都会恢复到之前的文件。</translation>
    </message>
    <message>
        <source>Read every member&apos;s state again and apply the same plan.</source>
        <translation>再次读取每个成员的状态并应用同一方案。</translation>
    </message>
    <message>
        <source>Apply</source>
        <translation>应用</translation>
    </message>
    <message>
        <source>Every Spark tries its new file, checks every twin to its neighbours, and keeps it only when all of them pass.</source>
        <translation>每台 Spark 试用新文件，检查通往相邻节点的每个孪生口，只有全部通过才会保留。</translation>
    </message>
    <message>
        <source>waiting</source>
        <translation>等待中</translation>
    </message>
    <message>
        <source>reading its state</source>
        <translation>正在读取状态</translation>
    </message>
    <message>
        <source>trying</source>
        <translation>试用中</translation>
    </message>
    <message>
        <source>tried, waiting for the others</source>
        <translation>已试用，等待其他节点</translation>
    </message>
    <message>
        <source>verifying its twins</source>
        <translation>正在验证孪生口</translation>
    </message>
    <message>
        <source>verified</source>
        <translation>已验证</translation>
    </message>
    <message>
        <source>confirming</source>
        <translation>正在确认</translation>
    </message>
    <message>
        <source>✔ confirmed</source>
        <translation>✔ 已确认</translation>
    </message>
    <message>
        <source>cancelling</source>
        <translation>正在取消</translation>
    </message>
    <message>
        <source>↩ reverted</source>
        <translation>↩ 已还原</translation>
    </message>
    <message>
        <source>✘ failed</source>
        <translation>✘ 失败</translation>
    </message>
    <message>
        <source>unchanged</source>
        <translation>未更改</translation>
    </message>
    <message>
        <source>Every Spark already has this plan and keeps this cluster record.</source>
        <translation>每台 Spark 已有此方案，并保留此集群记录。</translation>
    </message>
    <message>
        <source>Each Spark gets its file: its helper keeps the previous one, applies the new one and starts a countdown. Then every Spark checks each twin to its neighbours (RoCE GID, MTU, an unfragmented ping). Only when every check passes is the change kept on all of them; otherwise every Spark goes back to its previous file, and one that cannot be reached goes back by itself when its countdown ends. A Spark whose administrator asked to be asked each time shows its person the question first.</source>
        <translation>每台 Spark 获得自己的文件：它的辅助程序保留旧文件，应用新文件并开始倒计时。然后每台 Spark 检查通往相邻节点的每个孪生口（RoCE GID、MTU、不分片的 ping）。只有所有检查都通过，所有节点才会保留更改；否则每台 Spark 都恢复到之前的文件，无法联系到的 Spark 会在倒计时结束时自行恢复。若某台 Spark 的管理员要求每次都询问，它会先向其使用者显示该问题。</translation>
    </message>
    <message>
        <source>Already configured, nothing changed.</source>
        <translation>已配置，未做任何更改。</translation>
    </message>
    <message>
        <source>%1 (this Spark)</source>
        <translation>%1（本 Spark）</translation>
    </message>
    <message>
        <source>Reading every member&apos;s state again…</source>
        <translation>正在重新读取每个成员的状态…</translation>
    </message>
    <message>
        <source>Waiting for every member…</source>
        <translation>正在等待每个成员…</translation>
    </message>
    <message>
        <source>Trying the plan on every Spark…</source>
        <translation>正在每台 Spark 上试用方案…</translation>
    </message>
    <message>
        <source>✔ checked</source>
        <translation>✔ 已检查</translation>
    </message>
    <message>
        <source>✘ check failed</source>
        <translation>✘ 检查失败</translation>
    </message>
    <message>
        <source>✘ failed, ↩ reverted</source>
        <translation>✘ 失败，↩ 已还原</translation>
    </message>
    <message>
        <source>%1 (twins: %2)</source>
        <translation>%1（孪生口：%2）</translation>
    </message>
    <message>
        <source>Every Spark confirmed the plan.</source>
        <translation>每台 Spark 都已确认该方案。</translation>
    </message>
    <message>
        <source>Not applied: every Spark is back on its previous file.</source>
        <translation>未应用：每台 Spark 都已恢复到之前的文件。</translation>
    </message>
    <message>
        <source>&amp;Diagnose…</source>
        <translation>诊断(&amp;D)…</translation>
    </message>
    <message>
        <source>Run the doctor&apos;s checks (Help → Diagnose) on why the apply failed: MTU, twins, other netplan files, the firewall, every member.</source>
        <translation>运行诊断检查（帮助 → 诊断），查明应用失败的原因：MTU、孪生口、其他 netplan 文件、防火墙、每个成员。</translation>
    </message>
    <message>
        <source>Every check passed on every Spark: keep the change or revert it (the banner above).</source>
        <translation>所有 Spark 均已通过全部检查：请保留或还原更改（见上方横幅）。</translation>
    </message>
    <message>
        <source>Every check passed: Keep (above) keeps the change; otherwise every Spark goes back to its previous file by itself in %1 s.</source>
        <translation>所有检查均已通过：点击上方的“保留”即可保留更改；否则每台 Spark 将在 %1 秒后自动恢复为之前的文件。</translation>
    </message>
    <message>
        <source>Every Spark goes back to its previous file by itself in %1 s unless all checks pass and you keep the change.</source>
        <translation>除非所有检查通过且您保留更改，否则每台 Spark 将在 %1 秒后自动恢复为之前的文件。</translation>
    </message>
    <message>
        <source>Reading every member&apos;s state for the plan…</source>
        <translation>正在为方案读取每个成员的状态…</translation>
    </message>
    <message>
        <source>cancelled, nothing changed</source>
        <translation>已取消，未做任何更改</translation>
    </message>
    <message>
        <source>Cancelling: waiting for every Spark to report its previous file back…</source>
        <translation>正在取消：等待每台 Spark 报告已恢复其先前的文件…</translation>
    </message>
</context>
<context>
    <name>AtomicFile</name>
    <message>
        <source>Refusing to read %1: it is a symbolic link (to %2), and Sparkwire neither follows nor replaces a link here; put the file itself in its place.</source>
        <translation>拒绝读取 %1：它是一个符号链接（指向 %2），Sparkwire 在此既不跟随也不替换链接；请将文件本身放在该位置。</translation>
    </message>
    <message>
        <source>Refusing to replace %1: it is a symbolic link (to %2), and Sparkwire neither follows nor replaces a link here; put the file itself in its place.</source>
        <translation>拒绝替换 %1：它是一个符号链接（指向 %2），Sparkwire 在此既不跟随也不替换链接；请将文件本身放在该位置。</translation>
    </message>
    <message>
        <source>Refusing to read %1: it is not a regular file.</source>
        <translation>拒绝读取 %1：它不是普通文件。</translation>
    </message>
    <message>
        <source>Refusing to replace %1: it is not a regular file.</source>
        <translation>拒绝替换 %1：它不是普通文件。</translation>
    </message>
    <message>
        <source>Refusing to read %1: it belongs to uid %2, not to uid %3 that Sparkwire runs as; fix its owner (chown) or remove it.</source>
        <translation>拒绝读取 %1：它属于 uid %2，而不是运行 Sparkwire 的 uid %3；请修正其所有者（chown）或删除它。</translation>
    </message>
    <message>
        <source>Refusing to replace %1: it belongs to uid %2, not to uid %3 that Sparkwire runs as; fix its owner (chown) or remove it.</source>
        <translation>拒绝替换 %1：它属于 uid %2，而不是运行 Sparkwire 的 uid %3；请修正其所有者（chown）或删除它。</translation>
    </message>
    <message>
        <source>Cannot replace %1</source>
        <translation>无法替换 %1</translation>
    </message>
    <message>
        <source>Cannot create a temporary file in %1</source>
        <translation>无法在 %1 中创建临时文件</translation>
    </message>
    <message>
        <source>Cannot write %1</source>
        <translation>无法写入 %1</translation>
    </message>
    <message>
        <source>Cannot read %1</source>
        <translation>无法读取 %1</translation>
    </message>
    <message>
        <source>Refusing to read %1: it is bigger than %2 bytes.</source>
        <translation>拒绝读取 %1：它大于 %2 字节。</translation>
    </message>
    <message>
        <source>Cannot remove %1</source>
        <translation>无法删除 %1</translation>
    </message>
</context>
<context>
    <name>AuthorizedKeys</name>
    <message>
        <source>not an SSH public key Sparkwire accepts: %1</source>
        <translation>不是 Sparkwire 接受的 SSH 公钥：%1</translation>
    </message>
    <message>
        <source>a peer&apos;s key needs 1 to %1 addresses to log in from</source>
        <translation>对端的密钥需要 1 到 %1 个允许登录的来源地址</translation>
    </message>
    <message>
        <source>a peer&apos;s key is limited to the IPv4 addresses it logs in from (set up IPv4 on the CX-7 links first): %1</source>
        <translation>对端的密钥仅限于其登录来源的 IPv4 地址（请先在 CX-7 链路上配置 IPv4）：%1</translation>
    </message>
    <message>
        <source>no key in %1 is tagged for that peer</source>
        <translation>%1 中没有为该对端标记的密钥</translation>
    </message>
</context>
<context>
    <name>Beacon</name>
    <message>
        <source>longer than %1 bytes</source>
        <translation>超过 %1 字节</translation>
    </message>
    <message>
        <source>not a Sparkwire beacon, version 1</source>
        <translation>不是 Sparkwire 信标（版本 1）</translation>
    </message>
    <message>
        <source>bad CBOR: %1</source>
        <translation>CBOR 错误：%1</translation>
    </message>
    <message>
        <source>trailing bytes after the beacon</source>
        <translation>信标之后有多余的字节</translation>
    </message>
    <message>
        <source>not a map</source>
        <translation>不是映射</translation>
    </message>
    <message>
        <source>unexpected key</source>
        <translation>意外的键</translation>
    </message>
    <message>
        <source>duplicate key &apos;%1&apos;</source>
        <translation>重复的键“%1”</translation>
    </message>
    <message>
        <source>missing keys</source>
        <translation>缺少键</translation>
    </message>
    <message>
        <source>bad id</source>
        <translation>无效的 id</translation>
    </message>
    <message>
        <source>bad hostname</source>
        <translation>无效的主机名</translation>
    </message>
    <message>
        <source>bad netdev name</source>
        <translation>无效的 netdev 名称</translation>
    </message>
    <message>
        <source>bad MAC</source>
        <translation>无效的 MAC</translation>
    </message>
    <message>
        <source>port and half must be 0 or 1</source>
        <translation>端口和半部必须是 0 或 1</translation>
    </message>
    <message>
        <source>bad sequence number</source>
        <translation>无效的序列号</translation>
    </message>
</context>
<context>
    <name>BundleActions</name>
    <message>
        <source>&amp;Export bundle…</source>
        <translation>导出配置包(&amp;E)…</translation>
    </message>
    <message>
        <source>&amp;Import bundle…</source>
        <translation>导入配置包(&amp;I)…</translation>
    </message>
    <message>
        <source>Write the cluster&apos;s signed config bundle: netplans, NCCL environment, launchers, SSH, Ansible and the test results.</source>
        <translation>写出集群的已签名配置包：netplan、NCCL 环境、启动脚本、SSH、Ansible 和测试结果。</translation>
    </message>
    <message>
        <source>Check a bundle, show what it holds and what it would change here, and restore this Spark from it.</source>
        <translation>检查配置包，显示其内容以及它会在此处更改什么，并用它恢复本 Spark。</translation>
    </message>
    <message>
        <source>Export bundle</source>
        <translation>导出配置包</translation>
    </message>
    <message>
        <source>This Spark keeps no cluster record yet. Configure the cluster first (the wizard&apos;s Apply step); then export its bundle.</source>
        <translation>本 Spark 尚未保存集群记录。请先配置集群（向导的“应用”步骤），然后再导出其配置包。</translation>
    </message>
    <message>
        <source>This Spark&apos;s key is not available, so it cannot sign a bundle.</source>
        <translation>本 Spark 的密钥不可用，因此无法为配置包签名。</translation>
    </message>
    <message>
        <source>Sparkwire bundles (*.sparkwire.tar.gz)</source>
        <translation>Sparkwire 配置包 (*.sparkwire.tar.gz)</translation>
    </message>
    <message>
        <source>Import bundle</source>
        <translation>导入配置包</translation>
    </message>
    <message>
        <source>Sparkwire bundles (*.sparkwire.tar.gz);;All files (*)</source>
        <translation>Sparkwire 配置包 (*.sparkwire.tar.gz);;所有文件 (*)</translation>
    </message>
</context>
<context>
    <name>BundleArchive</name>
    <message>
        <source>The bundle would be larger than %1 MiB.</source>
        <translation>配置包将大于 %1 MiB。</translation>
    </message>
    <message>
        <source>Could not start the bundle archive: %1</source>
        <translation>无法开始创建配置包归档：%1</translation>
    </message>
    <message>
        <source>Cannot put &apos;%1&apos; into a bundle: bad name, duplicate or too large.</source>
        <translation>无法将“%1”放入配置包：名称无效、重复或过大。</translation>
    </message>
    <message>
        <source>Could not write &apos;%1&apos; into the bundle: %2</source>
        <translation>无法将“%1”写入配置包：%2</translation>
    </message>
    <message>
        <source>Could not finish the bundle: %1</source>
        <translation>无法完成配置包：%1</translation>
    </message>
    <message>
        <source>The bundle is larger than %1 MiB.</source>
        <translation>配置包大于 %1 MiB。</translation>
    </message>
    <message>
        <source>This is not a Sparkwire bundle (a .tar.gz): %1</source>
        <translation>这不是 Sparkwire 配置包（.tar.gz）：%1</translation>
    </message>
    <message>
        <source>The bundle is truncated or damaged: %1</source>
        <translation>配置包被截断或已损坏：%1</translation>
    </message>
    <message>
        <source>The bundle has more than %1 files.</source>
        <translation>配置包包含超过 %1 个文件。</translation>
    </message>
    <message>
        <source>The bundle holds a hard link: &apos;%1&apos;.</source>
        <translation>配置包中包含硬链接：“%1”。</translation>
    </message>
    <message>
        <source>The bundle holds a symbolic link: &apos;%1&apos;.</source>
        <translation>配置包中包含符号链接：“%1”。</translation>
    </message>
    <message>
        <source>The bundle holds a device or special file: &apos;%1&apos;.</source>
        <translation>配置包中包含设备文件或特殊文件：“%1”。</translation>
    </message>
    <message>
        <source>The bundle holds something that is not a file: &apos;%1&apos;.</source>
        <translation>配置包中包含非文件的内容：“%1”。</translation>
    </message>
    <message>
        <source>The bundle holds a file with an unsafe name: &apos;%1&apos; (absolute, &apos;..&apos;, or characters other than letters, digits, &apos;.&apos;, &apos;_&apos;, &apos;-&apos;).</source>
        <translation>配置包中包含名称不安全的文件：“%1”（绝对路径、“..”，或含有字母、数字、“.”、“_”、“-”以外的字符）。</translation>
    </message>
    <message>
        <source>The bundle holds &apos;%1&apos; twice.</source>
        <translation>配置包中“%1”出现了两次。</translation>
    </message>
    <message>
        <source>&apos;%1&apos; in the bundle is larger than 1 MiB.</source>
        <translation>配置包中的“%1”大于 1 MiB。</translation>
    </message>
    <message>
        <source>The bundle is truncated or damaged at &apos;%1&apos;: %2</source>
        <translation>配置包在“%1”处被截断或已损坏：%2</translation>
    </message>
    <message>
        <source>The bundle unpacks to more than %1 MiB.</source>
        <translation>配置包解包后超过 %1 MiB。</translation>
    </message>
    <message>
        <source>The bundle unpacks to more than %1 times its size: it looks like a compression bomb.</source>
        <translation>配置包解包后超过其自身大小的 %1 倍：看起来像压缩炸弹。</translation>
    </message>
    <message>
        <source>The bundle is truncated at &apos;%1&apos;.</source>
        <translation>配置包在“%1”处被截断。</translation>
    </message>
    <message>
        <source>This is not a Sparkwire bundle (a .tar.gz as `sparkwirectl bundle export` writes it): %1</source>
        <translation>这不是 Sparkwire 配置包（`sparkwirectl bundle export` 写出的 .tar.gz）：%1</translation>
    </message>
    <message>
        <source>it is an uncompressed tar</source>
        <translation>它是未压缩的 tar</translation>
    </message>
    <message>
        <source>the file is empty</source>
        <translation>文件为空</translation>
    </message>
    <message>
        <source>it is not compressed with gzip exactly once</source>
        <translation>它不是恰好用 gzip 压缩一次</translation>
    </message>
    <message>
        <source>The bundle has %1 bytes after the end of its compressed archive: a Sparkwire bundle ends where its archive ends.</source>
        <translation>配置包在其压缩归档结束后还有 %1 个字节：Sparkwire 配置包在其归档结束处结束。</translation>
    </message>
    <message>
        <source>The bundle is truncated: its archive has no end.</source>
        <translation>配置包被截断：其归档没有结尾。</translation>
    </message>
    <message>
        <source>The bundle has %1 bytes after the end of its archive: a Sparkwire bundle ends where its archive ends.</source>
        <translation>配置包在其归档结束后还有 %1 个字节：Sparkwire 配置包在其归档结束处结束。</translation>
    </message>
</context>
<context>
    <name>BundleExportDialog</name>
    <message>
        <source>Cancel</source>
        <translation>取消</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>关闭</translation>
    </message>
    <message>
        <source>Export bundle</source>
        <translation>导出配置包</translation>
    </message>
    <message>
        <source>Cluster %1 into %2</source>
        <translation>集群 %1 → %2</translation>
    </message>
    <message>
        <source>This window cannot reach the cluster&apos;s members.</source>
        <translation>此窗口无法联系集群的成员。</translation>
    </message>
    <message>
        <source>No bundle was written.</source>
        <translation>未写入配置包。</translation>
    </message>
    <message>
        <source>The bundle is written.</source>
        <translation>配置包已写入。</translation>
    </message>
    <message numerus="yes">
        <source>%n member(s)</source>
        <translation>
            <numerusform>%n 个成员</numerusform>
        </translation>
    </message>
    <message>
        <source>SHA-256 %1</source>
        <translation>SHA-256：%1</translation>
    </message>
    <message>
        <source>DEMO: signed with the demo&apos;s throwaway key; its README says so.</source>
        <translation>演示：使用演示的一次性密钥签名；其 README 中也说明了这一点。</translation>
    </message>
    <message>
        <source>Export: ✘ no bundle was written: %1</source>
        <translation>导出：✘ 未写入任何包：%1</translation>
    </message>
    <message numerus="yes">
        <source>%1
%2, %n file(s) and the signed manifest</source>
        <translation>
            <numerusform>%1
%2，%n 个文件以及已签名的清单</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Export: ✔ %1 written, %n file(s) and the signed manifest.</source>
        <translation>
            <numerusform>导出：✔ 已写入 %1，%n 个文件以及已签名的清单。</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>BundleFiles</name>
    <message>
        <source># Sparkwire bundle of cluster %1

Made by Sparkwire %2 on %3 from the cluster record and what each member reported. Topology: %4, MTU %5.

Check it before use: `sparkwirectl bundle verify FILE` checks the signature (manifest.json.sig, by the key in signer.pem) and the SHA-256 of every file.

## Members

| Node | Name | Fabric addresses | Key id |
|---|---|---|---|
</source>
        <translation># 集群 %1 的 Sparkwire 配置包

由 Sparkwire %2 于 %3 根据集群记录和各成员报告的内容生成。拓扑：%4，MTU %5。

使用前请检查：`sparkwirectl bundle verify FILE` 会检查签名（manifest.json.sig，由 signer.pem 中的密钥签署）以及每个文件的 SHA-256。

## 成员

| 节点 | 名称 | 互连网络地址 | 密钥 ID |
|---|---|---|---|
</translation>
    </message>
    <message>
        <source>&gt; **DEMO**: made by Sparkwire&apos;s demo from simulated Sparks and signed with a throwaway key. Nothing in it describes real hardware.

</source>
        <translation>&gt; **演示**：由 Sparkwire 的演示根据模拟的 Spark 生成，并使用一次性密钥签名。其中的内容均不描述真实硬件。

</translation>
    </message>
    <message>
        <source>
## Files

- `nodes/NAME/40-cx7.yaml`: the netplan in force on that Spark (/etc/netplan/40-cx7.yaml, mode 0600). `nodes/NAME/inventory.json`: its ports.
- `env/nccl.env`: the NCCL environment, `source` it (GPUDirect off, works everywhere); `env/nccl-dmabuf.env`: the same with GPUDirect RDMA through DMA-BUF. `env/nccl.docker.env`: for `docker run --env-file`; `env/docker-run-flags.txt`: the other flags a container needs for RDMA.
- `launch/`: `hostfile` for OpenMPI; `torchrun.sh`, `vllm-ray.sh` (run on every member), `trtllm-mpirun.sh` and `nccl-tests.sh` (run on node 1), `accelerate.yaml` (node 1&apos;s; every member&apos;s own, with its machine_rank, is `nodes/NAME/accelerate.yaml`). The scripts find their own rank from the hostname.
- `grafana/sparkwire.json`: a Grafana dashboard for `sparkwirectl exporter` (import it in Grafana, pick the Prometheus data source).
- `ssh/config` and `ssh/known_hosts`: SSH to every member over the fabric with pinned host keys. No private key is ever in a bundle.
- `ansible/`: `ansible-playbook -i ansible/inventory.yml ansible/site.yml` puts each member&apos;s netplan in place and reverts it when the fabric does not come up.
- `results/`: the link and NCCL test results this Spark kept, if any.

To restore a reinstalled Spark: `sparkwirectl bundle import FILE` on it.

## Every file

</source>
        <translation>
## 文件

- `nodes/NAME/40-cx7.yaml`：该 Spark 上正在生效的 netplan（/etc/netplan/40-cx7.yaml，权限 0600）。`nodes/NAME/inventory.json`：它的端口。
- `env/nccl.env`：NCCL 环境，用 `source` 加载（关闭 GPUDirect，处处可用）；`env/nccl-dmabuf.env`：同上，但通过 DMA-BUF 使用 GPUDirect RDMA。`env/nccl.docker.env`：用于 `docker run --env-file`；`env/docker-run-flags.txt`：容器使用 RDMA 所需的其他选项。
- `launch/`：用于 OpenMPI 的 `hostfile`；`torchrun.sh`、`vllm-ray.sh`（在每个成员上运行）、`trtllm-mpirun.sh` 和 `nccl-tests.sh`（在节点 1 上运行）、`accelerate.yaml`（节点 1 的；每个成员自己的、带有其 machine_rank 的是 `nodes/NAME/accelerate.yaml`）。这些脚本根据主机名自行确定自己的 rank。
- `grafana/sparkwire.json`：用于 `sparkwirectl exporter` 的 Grafana 仪表板（在 Grafana 中导入，选择 Prometheus 数据源）。
- `ssh/config` 和 `ssh/known_hosts`：通过互连网络以固定的主机密钥 SSH 到每个成员。配置包中绝不会包含私钥。
- `ansible/`：`ansible-playbook -i ansible/inventory.yml ansible/site.yml` 会将每个成员的 netplan 放到位，并在互连网络未能启动时将其还原。
- `results/`：本 Spark 保留的链路和 NCCL 测试结果（如有）。

恢复重新安装的 Spark：在其上运行 `sparkwirectl bundle import FILE`。

## 全部文件

</translation>
    </message>
</context>
<context>
    <name>BundleImportDialog</name>
    <message>
        <source>I know where this bundle comes from: import it although its key is unknown</source>
        <translation>我知道此配置包的来源：即使其密钥未知也导入</translation>
    </message>
    <message>
        <source>&amp;Apply</source>
        <translation>应用(&amp;A)</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>取消</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>关闭</translation>
    </message>
    <message>
        <source>Import bundle</source>
        <translation>导入配置包</translation>
    </message>
    <message>
        <source>Node</source>
        <translation>节点</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>名称</translation>
    </message>
    <message>
        <source>Fabric addresses</source>
        <translation>互连网络地址</translation>
    </message>
    <message>
        <source>Key id</source>
        <translation>密钥 ID</translation>
    </message>
    <message>
        <source>The bundle&apos;s members</source>
        <translation>配置包中的成员</translation>
    </message>
    <message>
        <source>Netplan changes</source>
        <translation>netplan 的更改</translation>
    </message>
    <message>
        <source>%1 is not a bundle this Sparkwire can import: %2</source>
        <translation>%1 不是此 Sparkwire 可以导入的配置包：%2</translation>
    </message>
    <message>
        <source>Nothing was changed.</source>
        <translation>没有做任何更改。</translation>
    </message>
    <message>
        <source>Cluster %1: %2, MTU %3. Exported %4 by Sparkwire %5.</source>
        <translation>集群 %1：%2，MTU %3。由 Sparkwire %5 于 %4 导出。</translation>
    </message>
    <message>
        <source>Signed by %1 (%2).</source>
        <translation>签名者：%1（%2）。</translation>
    </message>
    <message numerus="yes">
        <source>%n file(s), every SHA-256 and the signature checked.</source>
        <translation>
            <numerusform>%n 个文件，每个 SHA-256 和签名均已检查。</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 (this Spark)</source>
        <translation>%1（本 Spark）</translation>
    </message>
    <message>
        <source>It cannot be imported here: %1</source>
        <translation>无法在此处导入：%1</translation>
    </message>
    <message>
        <source>Netplan (%1): changes, see below.</source>
        <translation>netplan（%1）：有更改，见下方。</translation>
    </message>
    <message>
        <source>Netplan (%1): already as in the bundle.</source>
        <translation>netplan（%1）：已与配置包中的一致。</translation>
    </message>
    <message>
        <source>Cluster record: replaced.</source>
        <translation>集群记录：将被替换。</translation>
    </message>
    <message>
        <source>Cluster record: restored.</source>
        <translation>集群记录：将被恢复。</translation>
    </message>
    <message>
        <source>Cluster record: unchanged.</source>
        <translation>集群记录：不变。</translation>
    </message>
    <message>
        <source>Nothing to do: this Spark is as the bundle says.</source>
        <translation>无需任何操作：本 Spark 与配置包所述一致。</translation>
    </message>
    <message>
        <source>This Spark is node %1, %2. What the import changes here:</source>
        <translation>本 Spark 是节点 %1，%2。导入会在此处更改以下内容：</translation>
    </message>
    <message>
        <source>DEMO: Apply goes to the simulated Spark; nothing on this computer is changed.</source>
        <translation>演示：“应用”作用于模拟的 Spark；不会更改这台计算机上的任何内容。</translation>
    </message>
    <message>
        <source>The helper is not available here.</source>
        <translation>此处没有可用的辅助程序。</translation>
    </message>
    <message>
        <source>Trying the netplan through the helper…</source>
        <translation>正在通过辅助程序试用 netplan…</translation>
    </message>
    <message>
        <source>The helper refused the netplan. Nothing was changed.</source>
        <translation>辅助程序拒绝了该 netplan。没有做任何更改。</translation>
    </message>
    <message>
        <source>Reverted: the previous netplan is back; nothing else was changed.</source>
        <translation>已还原：之前的 netplan 已恢复；没有更改其他任何内容。</translation>
    </message>
    <message>
        <source>Applied for now. Checking that every other member answers over the fabric…</source>
        <translation>已暂时应用。正在检查其他每个成员能否通过互连网络应答…</translation>
    </message>
    <message>
        <source>A member does not answer: putting the previous netplan back…</source>
        <translation>有成员没有应答：正在恢复之前的 netplan…</translation>
    </message>
    <message>
        <source>The SSH configuration was not restored.</source>
        <translation>SSH 配置未恢复。</translation>
    </message>
    <message>
        <source>The import did not finish.</source>
        <translation>导入未完成。</translation>
    </message>
    <message>
        <source>the netplan is kept</source>
        <translation>netplan 已保留</translation>
    </message>
    <message>
        <source>the cluster record</source>
        <translation>集群记录</translation>
    </message>
    <message numerus="yes">
        <source>%n SSH host(s)</source>
        <translation>
            <numerusform>%n 个 SSH 主机</numerusform>
        </translation>
    </message>
    <message>
        <source>Imported: %1.</source>
        <translation>已导入：%1。</translation>
    </message>
    <message>
        <source>%1 (paired)</source>
        <translation>%1（已配对）</translation>
    </message>
    <message>
        <source>&quot;%1&quot;: NOT the %1 this Spark knows</source>
        <translation>“%1”：不是本 Spark 所知的 %1</translation>
    </message>
    <message>
        <source>%1 (not paired)</source>
        <translation>%1（未配对）</translation>
    </message>
    <message>
        <source>SSH: pin %1&apos;s host key %2 and add its ssh alias.</source>
        <translation>SSH：固定 %1 的主机密钥 %2 并添加其 ssh 别名。</translation>
    </message>
    <message>
        <source>SSH: %1 is not paired: its host key %2 is pinned only when you tick it below.</source>
        <translation>SSH：%1 未配对：只有在下方勾选时才会固定其主机密钥 %2。</translation>
    </message>
    <message>
        <source>SSH: %1&apos;s host key is pinned already (the same key).</source>
        <translation>SSH：%1 的主机密钥已固定（同一密钥）。</translation>
    </message>
    <message>
        <source>SSH: %1 has another host key pinned already: it is kept, the bundle&apos;s (%2) is not used.</source>
        <translation>SSH：%1 已固定了另一个主机密钥：它被保留，不使用配置包中的密钥（%2）。</translation>
    </message>
    <message>
        <source>SSH: &quot;%1&quot; is not pinned: that name belongs to another key.</source>
        <translation>SSH：不固定“%1”：该名称属于另一个密钥。</translation>
    </message>
    <message>
        <source>This bundle is signed by a key this Spark does not know: neither its own nor paired with it (a cluster record does not vouch for a key). Anyone can make such a bundle. Import it only if you know where it came from.</source>
        <translation>此配置包由本 Spark 不认识的密钥签名：既不是它自己的，也未与它配对（集群记录不能为密钥担保）。任何人都可以制作这样的配置包。只有在您知道其来源时才导入它。</translation>
    </message>
    <message>
        <source>Pin the host key %1 for %2, key %3, which this Spark has NOT paired with</source>
        <translation>为 %2 固定主机密钥 %1，其密钥为 %3，本 Spark 未与其配对</translation>
    </message>
</context>
<context>
    <name>BundleImportPlan</name>
    <message>
        <source>paired as %1</source>
        <translation>已配对为 %1</translation>
    </message>
    <message>
        <source>this Spark (%1) is not a member of cluster %2: a bundle restores its own members only.</source>
        <translation>本 Spark（%1）不是集群 %2 的成员：配置包只能恢复其自身的成员。</translation>
    </message>
    <message>
        <source>this Spark</source>
        <translation>本 Spark</translation>
    </message>
    <message>
        <source>the bundle&apos;s netplan for %1 is refused by the policy:
  %2</source>
        <translation>配置包中 %1 的 netplan 被策略拒绝：
  %2</translation>
    </message>
    <message>
        <source>in force</source>
        <translation>当前生效</translation>
    </message>
    <message>
        <source>bundle</source>
        <translation>配置包</translation>
    </message>
    <message>
        <source>SSH for %1: %2</source>
        <translation>%1 的 SSH：%2</translation>
    </message>
    <message>
        <source>an unknown key: neither this Spark nor paired with it</source>
        <translation>未知密钥：既不是本 Spark，也未与其配对</translation>
    </message>
    <message>
        <source>an unknown key that the bundle names %1, but it is not the %1 this Spark knows</source>
        <translation>一个未知密钥，配置包称其为 %1，但它不是本 Spark 所知的 %1</translation>
    </message>
</context>
<context>
    <name>BundleManifest</name>
    <message>
        <source>bundle manifest</source>
        <translation>配置包清单</translation>
    </message>
    <message>
        <source>This bundle has schema version %1; this Sparkwire reads version %2 only. Use the Sparkwire version that made it (%3).</source>
        <translation>此配置包的架构版本为 %1；此 Sparkwire 只能读取版本 %2。请使用生成它的 Sparkwire 版本（%3）。</translation>
    </message>
    <message>
        <source>createdAt is not a date</source>
        <translation>createdAt 不是日期</translation>
    </message>
    <message>
        <source>sparkwireVersion is not plain text</source>
        <translation>sparkwireVersion 不是纯文本</translation>
    </message>
    <message>
        <source>exporter is not a key id</source>
        <translation>exporter 不是密钥 ID</translation>
    </message>
    <message>
        <source>cluster and topology do not match the record</source>
        <translation>cluster 和 topology 与集群记录不符</translation>
    </message>
    <message>
        <source>not an object</source>
        <translation>不是对象</translation>
    </message>
    <message>
        <source>not a netdev with an IPv4 address</source>
        <translation>不是带有 IPv4 地址的 netdev</translation>
    </message>
    <message>
        <source>not the record&apos;s member</source>
        <translation>不是集群记录中的成员</translation>
    </message>
    <message>
        <source>members do not match the record</source>
        <translation>members 与集群记录不符</translation>
    </message>
    <message>
        <source>the exporter is not a member</source>
        <translation>导出者不是成员</translation>
    </message>
    <message>
        <source>too many files</source>
        <translation>文件过多</translation>
    </message>
    <message>
        <source>files: &apos;%1&apos; is not a safe path with a SHA-256</source>
        <translation>files：“%1”不是带 SHA-256 的安全路径</translation>
    </message>
</context>
<context>
    <name>BundleReader</name>
    <message>
        <source>This is not a Sparkwire bundle: manifest.json or its signature (manifest.json.sig) is missing.</source>
        <translation>这不是 Sparkwire 配置包：缺少 manifest.json 或其签名（manifest.json.sig）。</translation>
    </message>
    <message>
        <source>The bundle&apos;s manifest is not valid: %1</source>
        <translation>配置包的清单无效：%1</translation>
    </message>
    <message>
        <source>The bundle&apos;s signer.pem is not a Sparkwire key: %1</source>
        <translation>配置包的 signer.pem 不是 Sparkwire 密钥：%1</translation>
    </message>
    <message>
        <source>The bundle&apos;s signer.pem is not the key the manifest names as its exporter.</source>
        <translation>配置包的 signer.pem 不是清单中指明的导出者密钥。</translation>
    </message>
    <message>
        <source>The bundle&apos;s signature does not match its manifest: it was changed after it was exported.</source>
        <translation>配置包的签名与其清单不符：它在导出后被修改过。</translation>
    </message>
    <message>
        <source>&apos;%1&apos; in the bundle is not in its manifest: it was added after the bundle was exported.</source>
        <translation>配置包中的“%1”不在其清单中：它是在配置包导出后添加的。</translation>
    </message>
    <message>
        <source>&apos;%1&apos; in the bundle does not match its SHA-256 in the manifest: it was changed after the bundle was exported.</source>
        <translation>配置包中的“%1”与清单中的 SHA-256 不符：它在配置包导出后被修改过。</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is in the bundle&apos;s manifest but not in the bundle: it is incomplete.</source>
        <translation>“%1”在配置包的清单中，但不在配置包里：配置包不完整。</translation>
    </message>
</context>
<context>
    <name>BundleReport</name>
    <message>
        <source>switch</source>
        <translation>交换机</translation>
    </message>
    <message>
        <source>port %1</source>
        <translation>端口 %1</translation>
    </message>
    <message>
        <source>%1 port %2 – %3 port %4</source>
        <translation>%1 端口 %2 – %3 端口 %4</translation>
    </message>
    <message>
        <source>node %1, %2</source>
        <translation>节点 %1，%2</translation>
    </message>
    <message>
        <source>Cluster %1</source>
        <translation>集群 %1</translation>
    </message>
    <message>
        <source>%1, MTU %2, exported %3 by Sparkwire %4</source>
        <translation>%1，MTU %2，由 Sparkwire %4 于 %3 导出</translation>
    </message>
    <message>
        <source>Cabling</source>
        <translation>布线</translation>
    </message>
    <message>
        <source>Links</source>
        <translation>链路</translation>
    </message>
    <message>
        <source>Member</source>
        <translation>成员</translation>
    </message>
    <message>
        <source>Netdev</source>
        <translation>Netdev</translation>
    </message>
    <message>
        <source>Port</source>
        <translation>端口</translation>
    </message>
    <message>
        <source>Address</source>
        <translation>地址</translation>
    </message>
    <message>
        <source>Test results</source>
        <translation>测试结果</translation>
    </message>
    <message>
        <source>This Spark kept no test results.</source>
        <translation>本 Spark 没有保留任何测试结果。</translation>
    </message>
    <message>
        <source>Verdicts:</source>
        <translation>结论：</translation>
    </message>
</context>
<context>
    <name>BundleSource</name>
    <message>
        <source>%1 did not report its state.</source>
        <translation>%1 没有报告其状态。</translation>
    </message>
    <message>
        <source>The netplan in force on %1 is not the cluster&apos;s plan. Apply the cluster first (sparkwirectl cluster apply), then export.</source>
        <translation>%1 上正在生效的 netplan 不是集群的方案。请先应用集群（sparkwirectl cluster apply），然后再导出。</translation>
    </message>
    <message>
        <source>This Spark is not a member of the cluster it keeps.</source>
        <translation>本 Spark 不是其所保存集群的成员。</translation>
    </message>
</context>
<context>
    <name>BundleWriter</name>
    <message>
        <source>The cluster has no members to export.</source>
        <translation>该集群没有可导出的成员。</translation>
    </message>
    <message>
        <source>The signing certificate is not this Spark&apos;s key.</source>
        <translation>签名证书不是本 Spark 的密钥。</translation>
    </message>
    <message>
        <source>&apos;%1&apos; would hold a private key; the bundle was not written.</source>
        <translation>“%1”将包含私钥；未写入配置包。</translation>
    </message>
</context>
<context>
    <name>CablingDiagram</name>
    <message>
        <source>&lt;b&gt;This Spark&lt;/b&gt; — %1</source>
        <translation>&lt;b&gt;本 Spark&lt;/b&gt; — %1</translation>
    </message>
    <message>
        <source>&lt;b&gt;%1&lt;/b&gt; — peer, not paired</source>
        <translation>&lt;b&gt;%1&lt;/b&gt; — 对端，未配对</translation>
    </message>
    <message>
        <source>&lt;b&gt;%1&lt;/b&gt; — paired, key %2</source>
        <translation>&lt;b&gt;%1&lt;/b&gt; — 已配对，密钥 %2</translation>
    </message>
</context>
<context>
    <name>CablingMap</name>
    <message>
        <source>Port %1: only twin %2 sees the peer; twin %3 has no link or hears nothing. A QSFP port carries two ~100 Gb/s twins and full speed needs both: check that the cable is seated and that the peer&apos;s twin %3 is up.</source>
        <translation>端口 %1：只有孪生口 %2 看到对端；孪生口 %3 没有链路或收不到任何数据。一个 QSFP 端口承载两个约 100 Gb/s 的孪生口，全速需要两者同时工作：请检查线缆是否插好，以及对端的孪生口 %3 是否已启用。</translation>
    </message>
    <message>
        <source>Port 0 is cabled to port 0 of %1. A three-Spark ring needs each port 0 cabled to the next Spark&apos;s port 1 (p0 → p1); p0 ↔ p0 leaves the ring broken. Move one end of this cable to %1&apos;s port 1.</source>
        <translation>端口 0 连接到 %1 的端口 0。三台 Spark 组成的环需要每个端口 0 连接到下一台 Spark 的端口 1（p0 → p1）；p0 ↔ p0 会使环断开。请将这条线缆的一端移到 %1 的端口 1。</translation>
    </message>
    <message>
        <source>Two cables run to %1. A second cable between the same two Sparks adds nothing (one port already carries both twins); remove it, or use it for a third Spark.</source>
        <translation>有两条线缆连接到 %1。同两台 Spark 之间的第二条线缆没有任何作用（一个端口已承载两个孪生口）；请拔掉它，或将其用于第三台 Spark。</translation>
    </message>
    <message>
        <source>%1 is seen on both of this Spark&apos;s ports. Each port should lead to a different Spark; check the cabling.</source>
        <translation>在本 Spark 的两个端口上都看到了 %1。每个端口应通往不同的 Spark；请检查布线。</translation>
    </message>
</context>
<context>
    <name>CablingPlan</name>
    <message>
        <source>No peer has been seen on any CX-7 port.</source>
        <translation>在任何 CX-7 端口上都未发现对端。</translation>
    </message>
    <message>
        <source>The cabling is incomplete (see the warnings).</source>
        <translation>布线不完整（见警告）。</translation>
    </message>
</context>
<context>
    <name>ClusterDiagram</name>
    <message>
        <source>&lt;b&gt;%1&lt;/b&gt; — node %2 (this Spark)</source>
        <translation>&lt;b&gt;%1&lt;/b&gt; — 节点 %2（本 Spark）</translation>
    </message>
    <message>
        <source>&lt;b&gt;%1&lt;/b&gt; — node %2</source>
        <translation>&lt;b&gt;%1&lt;/b&gt; — 节点 %2</translation>
    </message>
    <message>
        <source>no cable</source>
        <translation>无线缆</translation>
    </message>
    <message>
        <source>not in the plan</source>
        <translation>不在方案中</translation>
    </message>
    <message>
        <source>link-local</source>
        <translation>链路本地</translation>
    </message>
    <message>
        <source>Rear panel of %1</source>
        <translation>%1 的后面板</translation>
    </message>
    <message>
        <source>Switch</source>
        <translation>交换机</translation>
    </message>
</context>
<context>
    <name>ClusterDoctor</name>
    <message>
        <source>%1 answered in %2 ms</source>
        <translation>%1 在 %2 ms 内应答</translation>
    </message>
    <message>
        <source>%1 did not answer the doctor&apos;s request: it is off, not cabled, not running Sparkwire or `sparkwirectl agent`, or no longer paired with this Spark. Nothing about it was checked.</source>
        <translation>%1 没有应答诊断请求：它已关机、未连线、未运行 Sparkwire 或 `sparkwirectl agent`，或已不再与此 Spark 配对。未检查它的任何内容。</translation>
    </message>
    <message>
        <source>Start `sparkwirectl agent` (or Sparkwire) on %1, check its cables, and run `sparkwirectl doctor` there.</source>
        <translation>在 %1 上启动 `sparkwirectl agent`（或 Sparkwire），检查其线缆，并在那里运行 `sparkwirectl doctor`。</translation>
    </message>
    <message>
        <source>no fabric subnet is shared by two members that answered</source>
        <translation>没有应答的两个成员共用的 fabric 子网</translation>
    </message>
    <message>
        <source>The two ends of a fabric link have different MTUs: large frames from one side are dropped by the other (a don&apos;t-fragment ping at MTU-28 fails), and RoCE runs at the smaller MTU or stalls.</source>
        <translation>fabric 链路两端的 MTU 不同：一端的大帧被另一端丢弃（MTU-28 的禁止分片 ping 失败），RoCE 以较小的 MTU 运行或停滞。</translation>
    </message>
    <message>
        <source>Set mtu: 9000 on every CX-7 netdev of every member: `sparkwirectl cluster apply` from this Spark re-applies the plan everywhere.</source>
        <translation>在每个成员的每个 CX-7 netdev 上设置 mtu: 9000：在此 Spark 上运行 `sparkwirectl cluster apply` 会在所有成员上重新应用方案。</translation>
    </message>
    <message>
        <source>fewer than two members answered</source>
        <translation>应答的成员少于两个</translation>
    </message>
    <message>
        <source>The members&apos; clocks differ: logs and traces of one run do not line up, and large differences break TLS certificates and job schedulers.</source>
        <translation>各成员的时钟不一致：同一次运行的日志和跟踪对不上，较大的偏差会破坏 TLS 证书和作业调度器。</translation>
    </message>
    <message>
        <source>Turn on time synchronisation on every member (`timedatectl set-ntp true`; check with `timedatectl timesync-status`).</source>
        <translation>在每个成员上开启时间同步（`timedatectl set-ntp true`；用 `timedatectl timesync-status` 检查）。</translation>
    </message>
    <message>
        <source>The members run different Sparkwire versions: a cluster change may be refused or planned differently by an older member.</source>
        <translation>各成员运行的 Sparkwire 版本不同：较旧的成员可能拒绝集群变更，或以不同方式规划。</translation>
    </message>
    <message>
        <source>Install the same Sparkwire version on every member.</source>
        <translation>在每个成员上安装相同版本的 Sparkwire。</translation>
    </message>
    <message>
        <source>no NCCL found</source>
        <translation>未找到 NCCL</translation>
    </message>
    <message>
        <source>no member has an NCCL library installed</source>
        <translation>没有成员安装了 NCCL 库</translation>
    </message>
    <message>
        <source>The members have different NCCL versions (or one has none): ranks of one job fail to connect or hang in the first collective.</source>
        <translation>各成员的 NCCL 版本不同（或某个成员没有）：同一作业的 rank 无法连接，或在第一次集合通信时挂起。</translation>
    </message>
    <message>
        <source>Install the same NCCL (libnccl2 and libnccl-dev) on every member, or run the same container image everywhere.</source>
        <translation>在每个成员上安装相同的 NCCL（libnccl2 和 libnccl-dev），或在所有成员上运行同一个容器镜像。</translation>
    </message>
    <message>
        <source>a Spark outside the cluster (key %1…)</source>
        <translation>集群之外的一台 Spark（密钥 %1…）</translation>
    </message>
    <message>
        <source>no member heard a cable and the record has none</source>
        <translation>没有成员检测到线缆，记录中也没有</translation>
    </message>
    <message>
        <source>node %1 p%2 - node %3 p%4</source>
        <translation>节点 %1 p%2 - 节点 %3 p%4</translation>
    </message>
    <message>
        <source>the cluster is not a ring</source>
        <translation>该集群不是环形拓扑</translation>
    </message>
    <message>
        <source>The ring has a cable from port 0 to port 0 (or port 1 to port 1): a ring needs each Spark&apos;s port 0 cabled to the next one&apos;s port 1, otherwise one pair shares no subnet and NCCL&apos;s ring cannot close.</source>
        <translation>环中有一根线缆连接了端口 0 与端口 0（或端口 1 与端口 1）：环形拓扑要求每台 Spark 的端口 0 连接到下一台的端口 1，否则有一对节点没有共同子网，NCCL 的环无法闭合。</translation>
    </message>
    <message>
        <source>Recable as %1, then run `sparkwirectl cluster apply` again.</source>
        <translation>按 %1 重新布线，然后再次运行 `sparkwirectl cluster apply`。</translation>
    </message>
</context>
<context>
    <name>ClusterDoctorRun</name>
    <message>
        <source>no answer</source>
        <translation>无回复</translation>
    </message>
    <message>
        <source>no beacon from it was heard</source>
        <translation>未收到它的信标</translation>
    </message>
    <message>
        <source>no answer in time at %1: %2</source>
        <translation>%1 未及时应答：%2</translation>
    </message>
    <message>
        <source>no longer paired with this Spark</source>
        <translation>已不再与此 Spark 配对</translation>
    </message>
    <message>
        <source>an answer that cannot be read: %1</source>
        <translation>无法读取的应答：%1</translation>
    </message>
    <message>
        <source>the members answer it only to the cluster&apos;s seat, %1</source>
        <translation>成员只向集群的操作端 %1 回答此项</translation>
    </message>
    <message>
        <source>its state: no answer in time</source>
        <translation>状态：未及时应答</translation>
    </message>
    <message>
        <source>its state: %1</source>
        <translation>状态：%1</translation>
    </message>
    <message>
        <source>through %1</source>
        <translation>经由 %1</translation>
    </message>
</context>
<context>
    <name>ClusterLinksTable</name>
    <message>
        <source>Every cable of the cluster</source>
        <translation>集群的每条线缆</translation>
    </message>
    <message>
        <source>One end</source>
        <translation>一端</translation>
    </message>
    <message>
        <source>Other end</source>
        <translation>另一端</translation>
    </message>
    <message>
        <source>Checks</source>
        <translation>检查</translation>
    </message>
    <message>
        <source>%1
%2
%3</source>
        <translation>%1
%2
%3</translation>
    </message>
    <message>
        <source>switch</source>
        <translation>交换机</translation>
    </message>
    <message>
        <source>✘ %1</source>
        <translation>✘ %1</translation>
    </message>
    <message>
        <source>✔ checked</source>
        <translation>✔ 已检查</translation>
    </message>
    <message>
        <source>✔ checked from both ends</source>
        <translation>✔ 已从两端检查</translation>
    </message>
    <message>
        <source>not checked yet</source>
        <translation>尚未检查</translation>
    </message>
    <message>
        <source>%1 on %2</source>
        <translation>%2 上的 %1</translation>
    </message>
    <message>
        <source>%1: %2 (Verify says how to fix it)</source>
        <translation>%1：%2（“验证”中说明了如何修复）</translation>
    </message>
</context>
<context>
    <name>ClusterModel</name>
    <message>
        <source>The members&apos; states have not been read yet.</source>
        <translation>尚未读取成员的状态。</translation>
    </message>
    <message>
        <source>This Sparkwire cannot reach the other Sparks: peer features are off (the status bar says why).</source>
        <translation>此 Sparkwire 无法联系其他 Spark：对端功能已关闭（状态栏说明了原因）。</translation>
    </message>
    <message>
        <source>You stopped reading the states.</source>
        <translation>您已停止读取状态。</translation>
    </message>
    <message>
        <source>Nothing was tried: %1</source>
        <translation>未尝试任何操作：%1</translation>
    </message>
    <message>
        <source>SSH still points at the old addresses for %1; set up passwordless SSH again on Verify.</source>
        <translation>%1 的 SSH 仍指向旧地址；请在“验证”中重新设置免密码 SSH。</translation>
    </message>
    <message>
        <source>the Spark with key %1</source>
        <translation>密钥为 %1 的 Spark</translation>
    </message>
    <message>
        <source>%1 holds this cluster: this window plans nothing of its own while it does.</source>
        <translation>%1 掌管此集群：在此期间，本窗口不会自行制定任何方案。</translation>
    </message>
    <message>
        <source>node %1</source>
        <translation>节点 %1</translation>
    </message>
    <message>
        <source>node %1, %2</source>
        <translation>节点 %1，%2</translation>
    </message>
    <message>
        <source>%1 is configuring this cluster: its change is in force on this Spark and not kept yet. This Spark gets %2. Change the plan from %1; this window plans nothing of its own while %1 holds the cluster.</source>
        <translation>%1 正在配置此集群：其更改已在本 Spark 上生效，但尚未保留。本 Spark 获得 %2。请在 %1 上更改方案；在 %1 掌管集群期间，本窗口不会自行制定任何方案。</translation>
    </message>
    <message>
        <source>%1 configured this cluster, and this Spark keeps it: %2. Change the plan from %1; this window plans nothing of its own while %1 holds the cluster.</source>
        <translation>%1 配置了此集群，本 Spark 保留了它：%2。请在 %1 上更改方案；在 %1 掌管集群期间，本窗口不会自行制定任何方案。</translation>
    </message>
</context>
<context>
    <name>ClusterPlanner</name>
    <message>
        <source>%1 is heard on both its ports, and other members on one port: through a switch each member uses one port; unplug the other cable</source>
        <translation>%1 在两个端口上都能收到信号，而其他成员只在一个端口上：通过交换机时每个成员只使用一个端口；请拔掉另一条线缆</translation>
    </message>
    <message>
        <source>through a switch every member must be cabled on the same port, but %1 uses port 0 and %2 port 1: move one of them</source>
        <translation>通过交换机时每个成员必须连接在同一端口上，但 %1 使用端口 0，而 %2 使用端口 1：请移动其中之一</translation>
    </message>
    <message>
        <source>%1 and %2 do not hear each other through the switch: check both switch ports and that they are in one network (VLAN)</source>
        <translation>%1 和 %2 通过交换机无法相互收到：请检查两个交换机端口，以及它们是否在同一网络（VLAN）中</translation>
    </message>
    <message>
        <source>twin %1 of port %2 on %3 hears no member through the switch: check that the cable is seated and both halves of the port are up</source>
        <translation>%3 上端口 %2 的孪生口 %1 通过交换机收不到任何成员：请检查线缆是否插好，以及端口的两个半部是否都已启用</translation>
    </message>
    <message>
        <source>port %1 of %2 leads to %3 and to %4; a QSFP port takes one cable: check the cabling</source>
        <translation>%2 的端口 %1 同时通往 %3 和 %4；一个 QSFP 端口只能接一条线缆：请检查布线</translation>
    </message>
    <message>
        <source>%1 cables run between %2 and %3; one cable carries both twins: remove the other, or use it for a third Spark</source>
        <translation>%2 和 %3 之间有 %1 条线缆；一条线缆即可承载两个孪生口：请拔掉另一条，或将其用于第三台 Spark</translation>
    </message>
    <message>
        <source>%1 and %2 are not cabled to each other; three Sparks make a ring only with a cable between every two of them (node 1 port 0 to node 2 port 1, node 2 port 0 to node 3 port 1, node 3 port 0 to node 1 port 1)</source>
        <translation>%1 和 %2 之间没有线缆连接；三台 Spark 只有在每两台之间都有线缆时才构成环（节点 1 端口 0 接节点 2 端口 1，节点 2 端口 0 接节点 3 端口 1，节点 3 端口 0 接节点 1 端口 1）</translation>
    </message>
    <message>
        <source>the cable from port %1 of %2 to port %3 of %4: twin %5 of %2 has no link or hears nothing. A port carries two twins and both are planned: check that the cable is seated and that both halves are up</source>
        <translation>从 %2 的端口 %1 到 %4 的端口 %3 的线缆：%2 的孪生口 %5 没有链路或收不到任何数据。一个端口承载两个孪生口且两者都已规划：请检查线缆是否插好，以及两个半部是否都已启用</translation>
    </message>
    <message>
        <source>a cluster needs at least 2 members: pair another Spark first</source>
        <translation>集群至少需要 2 个成员：请先配对另一台 Spark</translation>
    </message>
    <message>
        <source>%1 members are more than the %2 a cluster takes: leave some out</source>
        <translation>%1 个成员超过了集群可容纳的 %2 个：请去掉一些</translation>
    </message>
    <message>
        <source>%1 sent no state: check that Sparkwire runs there and that it is paired with this Spark</source>
        <translation>%1 未发送状态：请检查 Sparkwire 是否在那里运行，以及它是否已与本 Spark 配对</translation>
    </message>
    <message>
        <source>%1 hears a Spark that is not a member (key %2) on its port %3: add that Spark to the cluster (pair it first) or unplug the cable</source>
        <translation>%1 在其端口 %3 上收到了一台非成员 Spark（密钥 %2）：请将该 Spark 加入集群（先配对）或拔掉线缆</translation>
    </message>
    <message>
        <source>%1 hears no other member and no member hears it: check its QSFP cables and that Sparkwire runs on the Sparks at their other ends</source>
        <translation>%1 收不到其他成员，其他成员也收不到它：请检查其 QSFP 线缆，以及线缆另一端的 Spark 上是否运行着 Sparkwire</translation>
    </message>
    <message>
        <source>member %1: its id is not 64 lower-case hex digits</source>
        <translation>成员 %1：其 id 不是 64 位小写十六进制数字</translation>
    </message>
    <message>
        <source>member %1: &quot;%2&quot; is not a hostname</source>
        <translation>成员 %1：“%2”不是主机名</translation>
    </message>
    <message>
        <source>%1 is listed twice</source>
        <translation>%1 被列出了两次</translation>
    </message>
    <message>
        <source>two members are named %1: names must identify</source>
        <translation>两个成员都名为 %1：名称必须能唯一标识</translation>
    </message>
    <message>
        <source>the seat (%1) is not one of the members</source>
        <translation>操作端（%1）不是成员之一</translation>
    </message>
    <message>
        <source>a state came from %1, which is not a member</source>
        <translation>收到来自 %1 的状态，但它不是成员</translation>
    </message>
    <message>
        <source>two states came from %1</source>
        <translation>收到来自 %1 的两个状态</translation>
    </message>
    <message>
        <source>the cluster name must be plain text of 1 to %1 characters</source>
        <translation>集群名称必须是 1 到 %1 个字符的纯文本</translation>
    </message>
    <message>
        <source>choose a node number for every member, or for none</source>
        <translation>请为每个成员都选择节点编号，或者都不选</translation>
    </message>
    <message>
        <source>%1 has node number %2, but %3 members are numbered 1 to %3</source>
        <translation>%1 的节点编号为 %2，但 %3 个成员的编号为 1 到 %3</translation>
    </message>
    <message>
        <source>%1 sent an inventory this Spark cannot read (%2): update Sparkwire on both</source>
        <translation>%1 发送的清单本 Spark 无法读取（%2）：请在两台上都更新 Sparkwire</translation>
    </message>
    <message>
        <source>%1 reports a CX-7 netdev named &quot;%2&quot;, which is not a netdev name</source>
        <translation>%1 报告了一个名为“%2”的 CX-7 netdev，这不是有效的 netdev 名称</translation>
    </message>
    <message>
        <source>address on %1 of %2</source>
        <translation>%2 的 %1 上的地址</translation>
    </message>
    <message>
        <source>The plan for %1 breaks Sparkwire&apos;s netplan policy.</source>
        <translation>%1 的方案违反了 Sparkwire 的 netplan 策略。</translation>
    </message>
    <message>
        <source>in a ring each Spark&apos;s port 0 goes to the next Spark&apos;s port 1, and the last Spark&apos;s port 0 back to the first one&apos;s port 1</source>
        <translation>在环形拓扑中，每台 Spark 的端口 0 连接下一台 Spark 的端口 1，最后一台的端口 0 连回第一台的端口 1</translation>
    </message>
    <message>
        <source>the cable from port %1 of %2 goes to port %1 of %3: %4; move one end</source>
        <translation>从 %2 的端口 %1 引出的线缆连到了 %3 的端口 %1：%4；请移动其中一端</translation>
    </message>
    <message>
        <source>port %1 of %2 leads to no member: %3</source>
        <translation>%2 的端口 %1 没有连接到任何成员：%3</translation>
    </message>
    <message>
        <source>the cables make more than one loop (%1 of %2 members are cabled to %3 and its neighbours): %4</source>
        <translation>线缆构成了不止一个环（%2 个成员中有 %1 个与 %3 及其邻居相连）：%4</translation>
    </message>
    <message>
        <source>%1 Sparks cabled to each other directly make no cluster Sparkwire plans: a ring takes at most %2; cable more through a switch</source>
        <translation>%1 台直接互连的 Spark 无法构成 Sparkwire 可规划的集群：环最多 %2 台；更多请通过交换机连接</translation>
    </message>
</context>
<context>
    <name>ClusterPreflight</name>
    <message>
        <source>unknown</source>
        <translation>未知</translation>
    </message>
    <message>
        <source>Reachable over the paired channel</source>
        <translation>可通过已配对通道访问</translation>
    </message>
    <message>
        <source>answered in %1 ms</source>
        <translation>%1 毫秒内应答</translation>
    </message>
    <message>
        <source>no answer: %1</source>
        <translation>无应答：%1</translation>
    </message>
    <message>
        <source>Start Sparkwire or `sparkwirectl agent` on each member that did not answer, check its cables, and pair it with this Spark again if it no longer knows this Spark.</source>
        <translation>在每个未应答的成员上启动 Sparkwire 或 `sparkwirectl agent`，检查其线缆；如果它已不认识此 Spark，请重新与此 Spark 配对。</translation>
    </message>
    <message>
        <source>A GB10 Spark</source>
        <translation>GB10 Spark</translation>
    </message>
    <message>
        <source>Only GB10 Sparks (NVIDIA DGX Spark and its partners&apos; GB10 systems) have the CX-7 ports this cluster is planned for; take any other machine out of the cluster.</source>
        <translation>只有 GB10 Spark（NVIDIA DGX Spark 及合作伙伴的 GB10 系统）具有此集群所规划的 CX-7 端口；请将其他机器移出集群。</translation>
    </message>
    <message>
        <source>DGX OS release</source>
        <translation>DGX OS 版本</translation>
    </message>
    <message>
        <source>Update every member to the same DGX OS release (Settings → Updates, or `sudo apt update &amp;&amp; sudo apt full-upgrade`), then reboot.</source>
        <translation>将每个成员更新到相同的 DGX OS 版本（设置 → 更新，或 `sudo apt update &amp;&amp; sudo apt full-upgrade`），然后重启。</translation>
    </message>
    <message>
        <source>Kernel</source>
        <translation>内核</translation>
    </message>
    <message>
        <source>Install the same kernel on every member with the DGX OS updates and reboot; the CX-7 driver comes with it.</source>
        <translation>通过 DGX OS 更新在每个成员上安装相同的内核并重启；CX-7 驱动随内核提供。</translation>
    </message>
    <message>
        <source>BIOS date</source>
        <translation>BIOS 日期</translation>
    </message>
    <message>
        <source>Update the BIOS of every member to the same release (with the DGX OS updates): a BIOS from before April 2026 wires the second CX-7 controller at PCIe Gen5 x2.</source>
        <translation>将每个成员的 BIOS 更新到相同版本（随 DGX OS 更新）：2026 年 4 月之前的 BIOS 会以 PCIe Gen5 x2 连接第二个 CX-7 控制器。</translation>
    </message>
    <message>
        <source>CX-7 firmware (ethtool -i)</source>
        <translation>CX-7 固件（ethtool -i）</translation>
    </message>
    <message>
        <source>Bring the CX-7 firmware of every member to the same version with the DGX OS firmware updates (`sudo fwupdmgr update`), then reboot.</source>
        <translation>通过 DGX OS 固件更新（`sudo fwupdmgr update`）将每个成员的 CX-7 固件更新到相同版本，然后重启。</translation>
    </message>
    <message>
        <source>none</source>
        <translation>无</translation>
    </message>
    <message>
        <source>NCCL</source>
        <translation>NCCL</translation>
    </message>
    <message>
        <source>Install the same NCCL (libnccl2) on every member, or run the same container image everywhere.</source>
        <translation>在每个成员上安装相同的 NCCL（libnccl2），或在所有成员上运行相同的容器镜像。</translation>
    </message>
    <message>
        <source>Install NCCL (libnccl2) on every member, or run the same container image everywhere.</source>
        <translation>在每个成员上安装 NCCL（libnccl2），或在所有成员上运行相同的容器镜像。</translation>
    </message>
    <message>
        <source>CUDA driver</source>
        <translation>CUDA 驱动</translation>
    </message>
    <message>
        <source>Install the same NVIDIA driver on every member with the DGX OS updates and reboot.</source>
        <translation>通过 DGX OS 更新在每个成员上安装相同的 NVIDIA 驱动并重启。</translation>
    </message>
    <message>
        <source>Username, UID and GID</source>
        <translation>用户名、UID 和 GID</translation>
    </message>
    <message>
        <source>Use one account with the same name, UID and GID on every member (MPI and shared storage need it): create it with `sudo useradd -u UID -g GID NAME` where it is missing, or change it with usermod/groupmod.</source>
        <translation>在每个成员上使用名称、UID 和 GID 都相同的账户（MPI 和共享存储需要）：缺少时用 `sudo useradd -u UID -g GID NAME` 创建，或用 usermod/groupmod 修改。</translation>
    </message>
    <message>
        <source>Install the Sparkwire package (with sparkwire-helper) on every member: without it a member cannot take its part of the network plan.</source>
        <translation>在每个成员上安装 Sparkwire 软件包（含 sparkwire-helper）：没有它，成员无法承担网络方案中自己的部分。</translation>
    </message>
    <message>
        <source>Negotiated speed of every cabled twin</source>
        <translation>每个已连线孪生口的协商速率</translation>
    </message>
    <message>
        <source>%1 %2 Gb/s</source>
        <translation>%1 %2 Gb/s</translation>
    </message>
    <message>
        <source>%1 no link</source>
        <translation>%1 无链路</translation>
    </message>
    <message>
        <source>no cabled twin</source>
        <translation>无已连线的孪生口</translation>
    </message>
    <message>
        <source>Every cabled twin should negotiate 200 Gb/s: reseat or replace the cable (an approved QSFP DAC), and check that no end is forced to a lower speed.</source>
        <translation>每个已连线的孪生口都应协商到 200 Gb/s：重新插拔或更换线缆（认可的 QSFP DAC），并检查两端都没有被强制为更低速率。</translation>
    </message>
    <message>
        <source>Other tools&apos; netplan files on CX-7 netdevs</source>
        <translation>其他工具针对 CX-7 网络设备的 netplan 文件</translation>
    </message>
    <message>
        <source>%1 (%2%3)</source>
        <translation>%1（%2%3）</translation>
    </message>
    <message>
        <source>, renamed aside</source>
        <translation>，已改名移开</translation>
    </message>
    <message>
        <source>Keep one tool in charge of the CX-7 ports: on each member named, `sparkwirectl netplan other-tools` shows the file&apos;s addresses and `--move-aside` moves it aside (kept, restorable).</source>
        <translation>只让一个工具管理 CX-7 端口：在列出的每个成员上，`sparkwirectl netplan other-tools` 显示该文件的地址，`--move-aside` 将其移开（保留，可恢复）。</translation>
    </message>
    <message>
        <source>A member did not say (no answer came from it, it was not asked, it runs an older Sparkwire, or this is not in its system files): update Sparkwire there and run `sparkwirectl doctor` on it.</source>
        <translation>有成员未提供此项（没有收到应答、未询问、运行较旧的 Sparkwire，或其系统文件中没有此信息）：请在该成员上更新 Sparkwire 并运行 `sparkwirectl doctor`。</translation>
    </message>
    <message>
        <source>not installed</source>
        <translation>未安装</translation>
    </message>
    <message>
        <source>yes, this Spark</source>
        <translation>是，此 Spark</translation>
    </message>
    <message>
        <source>yes, delegated</source>
        <translation>是，已委托</translation>
    </message>
    <message>
        <source>asks its person each time</source>
        <translation>每次询问其操作人员</translation>
    </message>
    <message>
        <source>unknown: %1</source>
        <translation>未知：%1</translation>
    </message>
    <message>
        <source>Helper installed and authorised</source>
        <translation>助手已安装并已授权</translation>
    </message>
    <message>
        <source>Someone must answer on that member&apos;s screen during the apply. To apply from this Spark alone, pair it again on Find peers and answer Yes there when it asks whether this Spark may apply plans without asking each time.</source>
        <translation>应用期间必须有人在该成员的屏幕上应答。若要仅从此 Spark 应用，请在“查找对端”中重新配对，当它询问此 Spark 是否可以无需每次询问即可应用计划时，在那里回答“是”。</translation>
    </message>
    <message>
        <source>answered through a paired neighbour in %1 ms</source>
        <translation>经由已配对的相邻 Spark 在 %1 ms 内应答</translation>
    </message>
    <message>
        <source>%1 link up, speed not reported</source>
        <translation>%1 链路已连通，未报告速率</translation>
    </message>
</context>
<context>
    <name>ClusterRecord</name>
    <message>
        <source>%1: must be a JSON object</source>
        <translation>%1：必须是 JSON 对象</translation>
    </message>
    <message>
        <source>%1: the id must be 64 lower-case hex digits</source>
        <translation>%1：id 必须是 64 位小写十六进制数字</translation>
    </message>
    <message>
        <source>%1: &quot;%2&quot; is not a hostname</source>
        <translation>%1：“%2”不是主机名</translation>
    </message>
    <message>
        <source>cluster record: %1 is listed twice</source>
        <translation>集群记录：%1 被列出了两次</translation>
    </message>
    <message>
        <source>cluster record: two members are named %1</source>
        <translation>集群记录：两个成员都名为 %1</translation>
    </message>
    <message>
        <source>cluster record: node %1 is given to %2 and %3</source>
        <translation>集群记录：节点 %1 同时分配给了 %2 和 %3</translation>
    </message>
    <message>
        <source>cluster record: members must be listed by node number</source>
        <translation>集群记录：成员必须按节点编号列出</translation>
    </message>
    <message>
        <source>cluster record: the seat %1 is not a member</source>
        <translation>集群记录：操作端 %1 不是成员</translation>
    </message>
    <message>
        <source>cluster record: a cable names %1, which is not a member</source>
        <translation>集群记录：某条线缆指向 %1，而它不是成员</translation>
    </message>
    <message>
        <source>cluster record: port %1 of %2 is in two cables</source>
        <translation>集群记录：%2 的端口 %1 出现在两条线缆中</translation>
    </message>
    <message>
        <source>cluster record: a cable loops %1 to itself</source>
        <translation>集群记录：某条线缆将 %1 环回到自身</translation>
    </message>
    <message>
        <source>cluster record: %1 members and %2 cables do not make a %3 cluster</source>
        <translation>集群记录：%1 个成员和 %2 条线缆无法构成 %3 集群</translation>
    </message>
    <message>
        <source>%1: version %2 is not one this Sparkwire reads (%3); update Sparkwire on every member</source>
        <translation>%1：版本 %2 不是此 Sparkwire 可读取的版本（%3）；请在每个成员上更新 Sparkwire</translation>
    </message>
    <message>
        <source>%1: the name must be plain text, not empty</source>
        <translation>%1：名称必须是非空的纯文本</translation>
    </message>
    <message>
        <source>%1: &quot;%2&quot; is not two-node, ring3 or switch</source>
        <translation>%1：“%2”不是 two-node、ring3 或 switch</translation>
    </message>
    <message>
        <source>%1: a cluster has 2 to %2 members</source>
        <translation>%1：集群有 2 到 %2 个成员</translation>
    </message>
    <message>
        <source>%1: must be a UTC time like 2026-01-31T12:00:00Z</source>
        <translation>%1：必须是 UTC 时间，例如 2026-01-31T12:00:00Z</translation>
    </message>
    <message>
        <source>cluster record</source>
        <translation>集群记录</translation>
    </message>
    <message>
        <source>%1 cannot be read: %2; plan the cluster again</source>
        <translation>无法读取 %1：%2；请重新规划集群</translation>
    </message>
</context>
<context>
    <name>ClusterSeat</name>
    <message>
        <source>%1 is not paired with this Spark: pair it first.</source>
        <translation>%1 尚未与本 Spark 配对：请先配对。</translation>
    </message>
</context>
<context>
    <name>DashboardWindow</name>
    <message>
        <source>&amp;Pause</source>
        <translation>暂停(&amp;P)</translation>
    </message>
    <message>
        <source>Last minute</source>
        <translation>最近一分钟</translation>
    </message>
    <message>
        <source>Last 5 minutes</source>
        <translation>最近 5 分钟</translation>
    </message>
    <message>
        <source>Last 15 minutes</source>
        <translation>最近 15 分钟</translation>
    </message>
    <message>
        <source>Last hour</source>
        <translation>最近一小时</translation>
    </message>
    <message>
        <source>Port %1: RoCE throughput per twin and summed</source>
        <translation>端口 %1：每个孪生口及合计的 RoCE 吞吐量</translation>
    </message>
    <message>
        <source>Port %1</source>
        <translation>端口 %1</translation>
    </message>
    <message>
        <source>&amp;Show:</source>
        <translation>显示(&amp;S)：</translation>
    </message>
    <message>
        <source>DEMO — simulated counters</source>
        <translation>演示 — 模拟的计数器</translation>
    </message>
    <message>
        <source>&lt;b&gt;Trouble counters&lt;/b&gt;</source>
        <translation>&lt;b&gt;故障计数器&lt;/b&gt;</translation>
    </message>
    <message>
        <source>&lt;b&gt;Every cable of the cluster&lt;/b&gt;</source>
        <translation>&lt;b&gt;集群的每条线缆&lt;/b&gt;</translation>
    </message>
    <message>
        <source>There is no link to export.</source>
        <translation>没有可导出的链路。</translation>
    </message>
    <message>
        <source>Export the plot as PNG</source>
        <translation>将图表导出为 PNG</translation>
    </message>
    <message>
        <source>Export the plotted data as CSV</source>
        <translation>将绘制的数据导出为 CSV</translation>
    </message>
    <message>
        <source>PNG images (*.png)</source>
        <translation>PNG 图像 (*.png)</translation>
    </message>
    <message>
        <source>CSV files (*.csv)</source>
        <translation>CSV 文件 (*.csv)</translation>
    </message>
    <message>
        <source>Export failed</source>
        <translation>导出失败</translation>
    </message>
    <message>
        <source>This Spark</source>
        <translation>本 Spark</translation>
    </message>
    <message numerus="yes">
        <source>Fleet (%n Sparks)</source>
        <translation>
            <numerusform>集群总览（%n 台 Spark）</numerusform>
        </translation>
    </message>
    <message>
        <source>Export the plot as SVG</source>
        <translation>将图表导出为 SVG</translation>
    </message>
    <message>
        <source>SVG images (*.svg)</source>
        <translation>SVG 图像 (*.svg)</translation>
    </message>
    <message>
        <source>E&amp;xport SVG…</source>
        <translation>导出 SVG(&amp;X)…</translation>
    </message>
    <message>
        <source>&amp;Export PNG…</source>
        <translation>导出 PNG(&amp;E)…</translation>
    </message>
    <message>
        <source>Export &amp;data as CSV…</source>
        <translation>将数据导出为 CSV(&amp;D)…</translation>
    </message>
    <message>
        <source>Bandwidth dashboard (demo) — Sparkwire</source>
        <translation>带宽仪表板（演示）— Sparkwire</translation>
    </message>
    <message>
        <source>Bandwidth dashboard — Sparkwire</source>
        <translation>带宽仪表板 — Sparkwire</translation>
    </message>
    <message>
        <source>This Spark keeps no cluster record yet.</source>
        <translation>此 Spark 尚未保存集群记录。</translation>
    </message>
</context>
<context>
    <name>DelegationList</name>
    <message>
        <source>an entry is not an object with exactly id, name, public_key and added</source>
        <translation>某个条目不是恰好包含 id、name、public_key 和 added 的对象</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a string</source>
        <translation>“%1”不是字符串</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a host name</source>
        <translation>“%1”不是主机名</translation>
    </message>
    <message>
        <source>the key of %1 is not an EC P-256 public key in base64</source>
        <translation>%1 的密钥不是 base64 编码的 EC P-256 公钥</translation>
    </message>
    <message>
        <source>the id of %1 is not the id of its key</source>
        <translation>%1 的 id 与其密钥的 id 不符</translation>
    </message>
    <message>
        <source>the time %1 was added is not an ISO 8601 UTC time</source>
        <translation>%1 的添加时间不是 ISO 8601 UTC 时间</translation>
    </message>
    <message>
        <source>more than %1 bytes</source>
        <translation>超过 %1 字节</translation>
    </message>
    <message>
        <source>not JSON (%1 at byte %2)</source>
        <translation>不是 JSON（第 %2 字节处 %1）</translation>
    </message>
    <message>
        <source>not a JSON array</source>
        <translation>不是 JSON 数组</translation>
    </message>
    <message>
        <source>more than %1 entries</source>
        <translation>超过 %1 个条目</translation>
    </message>
    <message>
        <source>%1 is listed twice</source>
        <translation>%1 被列出了两次</translation>
    </message>
    <message>
        <source>%1 is open to other users (it must be mode 0600, owned by root); nothing in it is trusted: as root, check it and run chmod 600 on it</source>
        <translation>%1 对其他用户开放（它必须是模式 0600，属于 root）；其中的任何内容都不受信任：请以 root 身份检查它并对其执行 chmod 600</translation>
    </message>
    <message>
        <source>%1 is damaged (%2); nothing in it is trusted: as root, remove it and allow the peers again when pairing</source>
        <translation>%1 已损坏（%2）；其中的任何内容都不受信任：请以 root 身份删除它，并在配对时重新允许各对端</translation>
    </message>
    <message>
        <source>cannot create %1</source>
        <translation>无法创建 %1</translation>
    </message>
    <message>
        <source>%1 peers may already apply plans here; remove one first</source>
        <translation>已有 %1 个对端可以在此应用方案；请先删除一个</translation>
    </message>
    <message>
        <source>no peer with id %1 may apply plans here</source>
        <translation>没有 id 为 %1 的对端可以在此应用方案</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a host name (letters, digits, &apos;-&apos; and &apos;.&apos;, at most 63)</source>
        <translation>“%1”不是主机名（字母、数字、“-”和“.”，最多 63 个）</translation>
    </message>
</context>
<context>
    <name>DemoEnvironment</name>
    <message>
        <source>The demo data is missing: %1 does not exist. Reinstall Sparkwire or rebuild it (the build copies the demo tree there).</source>
        <translation>缺少演示数据：%1 不存在。请重新安装或重新构建 Sparkwire（构建过程会将演示树复制到该处）。</translation>
    </message>
    <message>
        <source>There is no demo scenario &apos;%1&apos;; choose healthy or faults.</source>
        <translation>没有名为“%1”的演示场景；请选择 healthy 或 faults。</translation>
    </message>
</context>
<context>
    <name>DemoMemberLink</name>
    <message>
        <source>The demo cluster is gone.</source>
        <translation>演示集群已不存在。</translation>
    </message>
</context>
<context>
    <name>DiagnoseDialog</name>
    <message>
        <source>✘ fails</source>
        <translation>✘ 失败</translation>
    </message>
    <message>
        <source>! warning</source>
        <translation>! 警告</translation>
    </message>
    <message>
        <source>✔ passes</source>
        <translation>✔ 通过</translation>
    </message>
    <message>
        <source>– not checked</source>
        <translation>– 未检查</translation>
    </message>
    <message>
        <source>Diagnose this Spark</source>
        <translation>诊断本 Spark</translation>
    </message>
    <message>
        <source>Check</source>
        <translation>检查</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>结果</translation>
    </message>
    <message>
        <source>What it looked at</source>
        <translation>检查内容</translation>
    </message>
    <message>
        <source>Cause</source>
        <translation>原因</translation>
    </message>
    <message>
        <source>Fix</source>
        <translation>修复</translation>
    </message>
    <message>
        <source>Check &amp;again</source>
        <translation>再次检查(&amp;A)</translation>
    </message>
    <message>
        <source>&amp;Save report…</source>
        <translation>保存报告(&amp;S)…</translation>
    </message>
    <message>
        <source>A .tar.gz for a bug report: the checks, the CX-7 inventory and the network files, with every key and password removed.</source>
        <translation>用于错误报告的 .tar.gz：包含检查结果、CX-7 清单和网络文件，所有密钥和密码均已移除。</translation>
    </message>
    <message numerus="yes">
        <source>✔ None of the %n check(s) found a problem.</source>
        <translation>
            <numerusform>✔ %n 项检查均未发现问题。</numerusform>
        </translation>
    </message>
    <message>
        <source>Report saved to %1 (no keys, no secrets).</source>
        <translation>报告已保存到 %1（不含密钥，不含机密）。</translation>
    </message>
    <message>
        <source>The report was not saved: %1</source>
        <translation>报告未保存：%1</translation>
    </message>
    <message>
        <source>Save the diagnosis report</source>
        <translation>保存诊断报告</translation>
    </message>
    <message>
        <source>Archives (*.tar.gz)</source>
        <translation>归档文件 (*.tar.gz)</translation>
    </message>
    <message>
        <source>Member</source>
        <translation>成员</translation>
    </message>
    <message>
        <source>Whole &amp;cluster</source>
        <translation>整个集群(&amp;C)</translation>
    </message>
    <message>
        <source>Run the checks on every member of this Spark&apos;s cluster over the paired peer channel, and compare the members (MTU on each link, clocks, versions, ring cabling).</source>
        <translation>通过已配对的对端通道在此 Spark 所在集群的每个成员上运行检查，并比较各成员（每条链路的 MTU、时钟、版本、环形连线）。</translation>
    </message>
    <message>
        <source>&amp;Fix…</source>
        <translation>修复(&amp;F)…</translation>
    </message>
    <message>
        <source>Fix the selected finding where Sparkwire can (through its helper), then check again.</source>
        <translation>在 Sparkwire 能够处理时（通过其辅助程序）修复所选问题，然后重新检查。</translation>
    </message>
    <message>
        <source>Fix %1</source>
        <translation>修复 %1</translation>
    </message>
    <message>
        <source>Fixing %1…</source>
        <translation>正在修复 %1…</translation>
    </message>
    <message>
        <source>%1: %2 Checked again.</source>
        <translation>%1：%2 已重新检查。</translation>
    </message>
    <message>
        <source>%1 was not fixed: %2</source>
        <translation>%1 未修复：%2</translation>
    </message>
    <message>
        <source>Asking every member of the cluster to run its checks…</source>
        <translation>正在请集群的每个成员运行其检查…</translation>
    </message>
    <message>
        <source>Diagnose the cluster</source>
        <translation>诊断集群</translation>
    </message>
    <message>
        <source>Help → Diagnose… → Whole cluster.</source>
        <translation>帮助 → 诊断… → 整个集群。</translation>
    </message>
    <message>
        <source>the wizard&apos;s Addressing, Review and Apply steps apply the plan again (or Fix… where it is offered).</source>
        <translation>向导的“寻址”、“审阅”和“应用”步骤会再次应用该计划（或在提供时使用“修复…”）。</translation>
    </message>
    <message>
        <source>File → Export bundle… writes the cluster&apos;s NCCL environment (env/nccl.env).</source>
        <translation>文件 → 导出包… 会写入集群的 NCCL 环境（env/nccl.env）。</translation>
    </message>
    <message>
        <source>start Sparkwire there, and use Help → Diagnose… on it.</source>
        <translation>在那台设备上启动 Sparkwire，并在其上使用“帮助 → 诊断…”。</translation>
    </message>
    <message>
        <source>In this window: %1
On the command line: %2</source>
        <translation>在此窗口中：%1
在命令行中：%2</translation>
    </message>
    <message>
        <source>✘ No answer from %1: nothing on it was checked.</source>
        <translation>✘ %1 没有应答：未对其进行任何检查。</translation>
    </message>
    <message numerus="yes">
        <source>✘ %n check(s) failed: each row says the cause and the fix.</source>
        <translation>
            <numerusform>✘ %n 项检查失败：每一行都说明了原因和修复方法。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>! %n check(s) warned: each row says the cause and the fix.</source>
        <translation>
            <numerusform>! %n 项检查发出警告：每一行都说明了原因和修复方法。</numerusform>
        </translation>
    </message>
    <message>
        <source>✘ %1 failed and %2 warned: each row says the cause and the fix.</source>
        <translation>✘ %1 失败，%2 警告：每一行都说明了原因和修复方法。</translation>
    </message>
    <message numerus="yes">
        <source>%n check(s)</source>
        <translation>
            <numerusform>%n 项检查</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n check(s) not run: each row says why.</source>
        <translation>
            <numerusform>%n 项检查未运行：每一行都说明了原因。</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Doctor</name>
    <message>
        <source>no CX-7 netdev is up or addressed</source>
        <translation>没有处于启用状态或已分配地址的 CX-7 netdev</translation>
    </message>
    <message>
        <source>A CX-7 netdev runs with an MTU under 9000 (1500 is the default): RoCE then uses 1024-byte packets and loses bandwidth on every one.</source>
        <translation>某个 CX-7 netdev 的 MTU 低于 9000（默认值为 1500）：RoCE 因而使用 1024 字节的数据包，每个包都会损失带宽。</translation>
    </message>
    <message>
        <source>The twins of a port have different MTUs; the peer must match too.</source>
        <translation>同一端口的两个孪生口 MTU 不同；对端也必须一致。</translation>
    </message>
    <message>
        <source>Set mtu: 9000 on every CX-7 netdev on every Spark (Sparkwire&apos;s plan does: `sparkwirectl plan` then `apply`); check the path with `ping -M do -s 8972 &lt;peer fabric address&gt;`.</source>
        <translation>在每台 Spark 的每个 CX-7 netdev 上设置 mtu: 9000（Sparkwire 的方案会这样做：先 `sparkwirectl plan`，再 `apply`）；用 `ping -M do -s 8972 &lt;peer fabric address&gt;` 检查路径。</translation>
    </message>
    <message>
        <source>A cabled port has a twin that is down or has no IPv4 address: NCCL and RDMA use one half of the port and top out near 100 Gb/s (the &quot;half bandwidth&quot; report).</source>
        <translation>某个已接线的端口有一个孪生口未启用或没有 IPv4 地址：NCCL 和 RDMA 只使用该端口的一半，最高约 100 Gb/s（即“只有一半带宽”的问题）。</translation>
    </message>
    <message>
        <source>Address both twins, each on its own subnet, with MTU 9000: `sparkwirectl plan` then `sparkwirectl apply`.</source>
        <translation>为两个孪生口都分配地址，各自位于自己的子网，MTU 设为 9000：先 `sparkwirectl plan`，再 `sparkwirectl apply`。</translation>
    </message>
    <message>
        <source>no port with both twins addressed</source>
        <translation>没有两个孪生口都已分配地址的端口</translation>
    </message>
    <message>
        <source>Both twins of a port sit on one subnet: the kernel answers and routes through one of them, so RoCE pairs the wrong GIDs and one twin idles.</source>
        <translation>同一端口的两个孪生口位于同一子网：内核通过其中一个应答和路由，因此 RoCE 配对了错误的 GID，另一个孪生口闲置。</translation>
    </message>
    <message>
        <source>Give each twin its own subnet (Sparkwire&apos;s plan does: e.g. 192.168.177.0/24 and 192.168.178.0/24).</source>
        <translation>为每个孪生口分配各自的子网（Sparkwire 的方案会这样做：例如 192.168.177.0/24 和 192.168.178.0/24）。</translation>
    </message>
    <message>
        <source>no addressed CX-7 function with an RDMA device</source>
        <translation>没有带 RDMA 设备且已分配地址的 CX-7 功能</translation>
    </message>
    <message>
        <source>An addressed twin has no RoCE v2 GID for its IPv4 address: RDMA cannot reach the peer over IPv4 (QP timeouts).</source>
        <translation>某个已分配地址的孪生口没有对应其 IPv4 地址的 RoCE v2 GID：RDMA 无法通过 IPv4 到达对端（QP 超时）。</translation>
    </message>
    <message>
        <source>Check the twin&apos;s address and that the RDMA device belongs to it (`show_gids`); re-apply the plan.</source>
        <translation>检查该孪生口的地址，以及 RDMA 设备是否属于它（`show_gids`）；重新应用方案。</translation>
    </message>
    <message>
        <source>The RoCE v2 IPv4 GID index changed since the environment was exported (IPv6 addresses shift the table): NCCL would use a wrong GID.</source>
        <translation>自导出环境以来，RoCE v2 IPv4 GID 的索引已改变（IPv6 地址会使该表移位）：NCCL 会使用错误的 GID。</translation>
    </message>
    <message>
        <source>Export the environment again (`sparkwirectl nccl env`), or let NCCL pick the GID by address (unset NCCL_IB_GID_INDEX, keep NCCL_IB_ADDR_FAMILY=AF_INET).</source>
        <translation>重新导出环境（`sparkwirectl nccl env`），或让 NCCL 按地址选择 GID（取消设置 NCCL_IB_GID_INDEX，保留 NCCL_IB_ADDR_FAMILY=AF_INET）。</translation>
    </message>
    <message>
        <source>no global IPv6 address on a CX-7 netdev</source>
        <translation>CX-7 netdev 上没有全局 IPv6 地址</translation>
    </message>
    <message>
        <source>A CX-7 netdev has a global IPv6 address (SLAAC or DHCPv6 from another manager or a router): each one adds GIDs and can move the RoCE v2 IPv4 GID to another index.</source>
        <translation>某个 CX-7 netdev 有全局 IPv6 地址（来自其他管理程序或路由器的 SLAAC 或 DHCPv6）：每个地址都会增加 GID，并可能把 RoCE v2 IPv4 GID 移到另一个索引。</translation>
    </message>
    <message>
        <source>Turn off accept-ra and DHCPv6 on the CX-7 netdevs (Sparkwire&apos;s plan does: apply it again), then export the NCCL environment again.</source>
        <translation>在 CX-7 netdev 上关闭 accept-ra 和 DHCPv6（Sparkwire 的方案会这样做：再次应用它），然后重新导出 NCCL 环境。</translation>
    </message>
    <message>
        <source>no CX-7 link is up</source>
        <translation>没有处于启用状态的 CX-7 链路</translation>
    </message>
    <message>
        <source>A CX-7 link negotiated less than 200 Gb/s (a switch port or cable at 100G): the port carries half or less.</source>
        <translation>某条 CX-7 链路协商速率低于 200 Gb/s（交换机端口或线缆为 100G）：该端口只能承载一半或更少。</translation>
    </message>
    <message>
        <source>Use a 200G-capable cable and switch port; check with `ethtool &lt;netdev&gt;`.</source>
        <translation>使用支持 200G 的线缆和交换机端口；用 `ethtool &lt;netdev&gt;` 检查。</translation>
    </message>
    <message>
        <source>no carrier_changes to read</source>
        <translation>没有可读取的 carrier_changes</translation>
    </message>
    <message>
        <source>A CX-7 link lost its carrier many times since boot: a loose or bad cable, or a flapping switch port.</source>
        <translation>某条 CX-7 链路自启动以来多次丢失载波：线缆松动或损坏，或交换机端口在反复抖动。</translation>
    </message>
    <message>
        <source>Reseat or replace the cable; watch `ip -s link show &lt;netdev&gt;` while idle.</source>
        <translation>重新插好或更换线缆；在空闲时观察 `ip -s link show &lt;netdev&gt;`。</translation>
    </message>
    <message>
        <source>no PCIe link speed to read for the CX-7 functions</source>
        <translation>无法读取 CX-7 功能的 PCIe 链路速度</translation>
    </message>
    <message>
        <source>A CX-7 function&apos;s PCIe link trained below Gen5 x4 (32 GT/s): it cannot feed 100 Gb/s per twin. Old firmware does this.</source>
        <translation>某个 CX-7 功能的 PCIe 链路训练结果低于 Gen5 x4（32 GT/s）：无法为每个孪生口提供 100 Gb/s。旧固件会导致这种情况。</translation>
    </message>
    <message>
        <source>Update the DGX OS firmware (`sudo fwupdmgr update`), reboot, and check `lspci -vv` LnkSta again.</source>
        <translation>更新 DGX OS 固件（`sudo fwupdmgr update`），重新启动，然后再次检查 `lspci -vv` 中的 LnkSta。</translation>
    </message>
    <message>
        <source>no CmaTotal in meminfo</source>
        <translation>meminfo 中没有 CmaTotal</translation>
    </message>
    <message>
        <source>The kernel has no contiguous memory area (CmaTotal: 0): registering GPU memory for RDMA fails.</source>
        <translation>内核没有连续内存区域（CmaTotal: 0）：为 RDMA 注册 GPU 内存会失败。</translation>
    </message>
    <message>
        <source>Boot with the DGX OS kernel command line (cma=...) that NVIDIA ships; check `cat /proc/cmdline`.</source>
        <translation>使用 NVIDIA 随附的 DGX OS 内核命令行（cma=...）启动；用 `cat /proc/cmdline` 检查。</translation>
    </message>
    <message>
        <source>no locked-memory limit to read</source>
        <translation>无法读取锁定内存限制</translation>
    </message>
    <message>
        <source>The locked-memory limit is finite: RDMA memory registration fails once it is reached (in containers too).</source>
        <translation>锁定内存限制是有限的：一旦达到该限制，RDMA 内存注册就会失败（在容器中也是如此）。</translation>
    </message>
    <message>
        <source>Set `* - memlock unlimited` in /etc/security/limits.d/, or run containers with `--ulimit memlock=-1 --device /dev/infiniband`.</source>
        <translation>在 /etc/security/limits.d/ 中设置 `* - memlock unlimited`，或以 `--ulimit memlock=-1 --device /dev/infiniband` 运行容器。</translation>
    </message>
    <message>
        <source>NCCL_IB_HCA is not set here</source>
        <translation>此处未设置 NCCL_IB_HCA</translation>
    </message>
    <message>
        <source>NCCL_IB_HCA leaves out a twin that carries an address: NCCL uses one half of the port (the &quot;half bandwidth&quot; report).</source>
        <translation>NCCL_IB_HCA 遗漏了一个已分配地址的孪生口：NCCL 只使用端口的一半（即“只有一半带宽”的问题）。</translation>
    </message>
    <message>
        <source>Name both twins, e.g. NCCL_IB_HCA=rocep1s0f1,roceP2p1s0f1: `sparkwirectl nccl env` prints the right value.</source>
        <translation>指定两个孪生口，例如 NCCL_IB_HCA=rocep1s0f1,roceP2p1s0f1：`sparkwirectl nccl env` 会输出正确的值。</translation>
    </message>
    <message>
        <source>nothing in the environment turns RDMA off</source>
        <translation>环境中没有关闭 RDMA 的设置</translation>
    </message>
    <message>
        <source>The environment makes NCCL carry data over TCP sockets instead of RDMA: a few GB/s instead of ~24.</source>
        <translation>该环境使 NCCL 通过 TCP 套接字而不是 RDMA 传输数据：只有几 GB/s，而不是约 24 GB/s。</translation>
    </message>
    <message>
        <source>Unset NCCL_IB_DISABLE and NCCL_NET, and name this Spark&apos;s RDMA devices in NCCL_IB_HCA (`sparkwirectl nccl env`).</source>
        <translation>取消设置 NCCL_IB_DISABLE 和 NCCL_NET，并在 NCCL_IB_HCA 中指定本 Spark 的 RDMA 设备（`sparkwirectl nccl env`）。</translation>
    </message>
    <message>
        <source>NCCL_SOCKET_IFNAME is not set to one netdev here</source>
        <translation>此处 NCCL_SOCKET_IFNAME 未设置为单个 netdev</translation>
    </message>
    <message>
        <source>NCCL_SOCKET_IFNAME names a netdev that is down here: NCCL&apos;s bootstrap finds no interface and the run fails at once.</source>
        <translation>NCCL_SOCKET_IFNAME 指定的 netdev 在此处未启用：NCCL 的引导找不到接口，运行会立即失败。</translation>
    </message>
    <message>
        <source>NCCL_SOCKET_IFNAME names a netdev that does not exist here: NCCL&apos;s bootstrap finds no interface and the run fails at once.</source>
        <translation>NCCL_SOCKET_IFNAME 指定的 netdev 在此处不存在：NCCL 的引导找不到接口，运行会立即失败。</translation>
    </message>
    <message>
        <source>Name a netdev that is up with an IPv4 address on every node (a fabric twin, or the management port: bootstrap over it is fine).</source>
        <translation>指定一个在每个节点上都已启用且有 IPv4 地址的 netdev（互连网络的孪生口，或管理端口：通过管理端口引导也可以）。</translation>
    </message>
    <message>
        <source>VLLM_HOST_IP is not set</source>
        <translation>未设置 VLLM_HOST_IP</translation>
    </message>
    <message>
        <source>Ray/vLLM is pinned to an address that is not on the CX-7 fabric: its traffic takes the management network.</source>
        <translation>Ray/vLLM 被固定到一个不在 CX-7 互连网络上的地址：其流量走的是管理网络。</translation>
    </message>
    <message>
        <source>Set VLLM_HOST_IP to this Spark&apos;s fabric address (the first twin&apos;s).</source>
        <translation>将 VLLM_HOST_IP 设置为本 Spark 的互连网络地址（第一个孪生口的地址）。</translation>
    </message>
    <message>
        <source>no netplan file in etc/netplan</source>
        <translation>etc/netplan 中没有 netplan 文件</translation>
    </message>
    <message>
        <source>A netplan file is readable by other users: netplan warns &quot;Permissions too open&quot; on every apply, and the file may hold Wi-Fi keys.</source>
        <translation>某个 netplan 文件可被其他用户读取：每次应用时 netplan 都会警告“Permissions too open”，而且该文件可能包含 Wi-Fi 密钥。</translation>
    </message>
    <message>
        <source>sudo chmod 600 /etc/netplan/*.yaml</source>
        <translation>sudo chmod 600 /etc/netplan/*.yaml</translation>
    </message>
    <message>
        <source>no CX-7 netdev on this host</source>
        <translation>此主机上没有 CX-7 netdev</translation>
    </message>
    <message>
        <source>no netplan, NetworkManager or cloud-init files to read</source>
        <translation>没有可读取的 netplan、NetworkManager 或 cloud-init 文件</translation>
    </message>
    <message>
        <source>only Sparkwire&apos;s 40-cx7.yaml names a CX-7 netdev</source>
        <translation>只有 Sparkwire 的 40-cx7.yaml 指定了 CX-7 netdev</translation>
    </message>
    <message>
        <source>Another netplan file, NetworkManager or cloud-init also configures a CX-7 netdev: the settings fight (a later file wins, DHCP or SLAAC adds addresses and shifts the GID table).</source>
        <translation>另一个 netplan 文件、NetworkManager 或 cloud-init 也在配置 CX-7 netdev：这些设置相互冲突（后面的文件生效，DHCP 或 SLAAC 会添加地址并使 GID 表移位）。</translation>
    </message>
    <message>
        <source>Remove the CX-7 netdevs from the other file or connection (Sparkwire&apos;s Review page offers to migrate them), then apply again.</source>
        <translation>从另一个文件或连接中移除 CX-7 netdev（Sparkwire 的“审阅”页面可以迁移它们），然后再次应用。</translation>
    </message>
    <message>
        <source>An addressed twin&apos;s IPv4 GID exists only as RoCE v1: the RoCE mode of the device was changed (cma_roce_mode), and NCCL and perftest need RoCE v2 (routable, UDP 4791).</source>
        <translation>已配置地址的孪生口的 IPv4 GID 只有 RoCE v1 类型：设备的 RoCE 模式被更改了（cma_roce_mode），而 NCCL 和 perftest 需要 RoCE v2（可路由，UDP 4791）。</translation>
    </message>
    <message>
        <source>Set the default RoCE mode back to v2 (`cma_roce_mode -d &lt;dev&gt; -p 1 -m 2`) or reboot, then check with `show_gids`.</source>
        <translation>将默认 RoCE 模式改回 v2（`cma_roce_mode -d &lt;dev&gt; -p 1 -m 2`）或重启，然后用 `show_gids` 检查。</translation>
    </message>
    <message>
        <source>no active RDMA device</source>
        <translation>没有活动的 RDMA 设备</translation>
    </message>
    <message>
        <source>An RDMA device is active but has no RoCE v2 GID for a fabric address of its netdev, and NCCL may use it: ranks pair GIDs that cannot reach each other (QP timeouts, a hang at the first collective).</source>
        <translation>某个 RDMA 设备处于活动状态，但没有对应其 netdev fabric 地址的 RoCE v2 GID，而 NCCL 可能使用它：rank 会配对彼此无法到达的 GID（QP 超时，第一次集合通信时挂起）。</translation>
    </message>
    <message>
        <source>Address that twin as the plan says (`sparkwirectl plan`, then `apply`), or leave it out of NCCL_IB_HCA (`sparkwirectl nccl env` names only the addressed twins).</source>
        <translation>按方案为该孪生口配置地址（`sparkwirectl plan`，然后 `apply`），或将其从 NCCL_IB_HCA 中去掉（`sparkwirectl nccl env` 只列出已配置地址的孪生口）。</translation>
    </message>
    <message>
        <source>no retransmit or timeout counter rose</source>
        <translation>重传和超时计数器均未增加</translation>
    </message>
    <message>
        <source>RoCE retransmit or timeout counters rose during the test: packets were lost (a bad cable, an MTU mismatch, or a switch without lossless settings), and every loss stalls a queue pair.</source>
        <translation>测试期间 RoCE 重传或超时计数器增加：有数据包丢失（线缆不良、MTU 不一致，或交换机未设置无损），每次丢包都会使队列对停滞。</translation>
    </message>
    <message>
        <source>Congestion notifications rose by the hundred thousand: the path is congested or a switch marks too early.</source>
        <translation>拥塞通知增加了数十万：路径拥塞，或交换机标记过早。</translation>
    </message>
    <message>
        <source>Check the cable and the MTU on both ends (`sparkwirectl doctor --cluster`); with a switch, enable PFC/ECN for RoCE on its ports.</source>
        <translation>检查线缆和两端的 MTU（`sparkwirectl doctor --cluster`）；如使用交换机，请在其端口上为 RoCE 启用 PFC/ECN。</translation>
    </message>
    <message>
        <source>the measurement names no RDMA device here</source>
        <translation>该测量未提及本机的任何 RDMA 设备</translation>
    </message>
    <message>
        <source>GPUDirect RDMA off (safe mode): NCCL_NET_GDR_LEVEL=%1</source>
        <translation>GPUDirect RDMA 已关闭（安全模式）：NCCL_NET_GDR_LEVEL=%1</translation>
    </message>
    <message>
        <source>no /proc/modules to read</source>
        <translation>没有可读取的 /proc/modules</translation>
    </message>
    <message>
        <source>The dmabuf GPUDirect mode needs the NVIDIA driver loaded and a kernel with dma-buf RDMA support (5.12 or later): NCCL cannot register GPU memory and the run fails or falls back.</source>
        <translation>dmabuf GPUDirect 模式需要已加载的 NVIDIA 驱动和支持 dma-buf RDMA 的内核（5.12 或更高）：NCCL 无法注册 GPU 内存，运行失败或回退。</translation>
    </message>
    <message>
        <source>Load the NVIDIA driver (DGX OS does at boot), or use the safe mode: NCCL_NET_GDR_LEVEL=0 NCCL_DMABUF_ENABLE=0.</source>
        <translation>加载 NVIDIA 驱动（DGX OS 在启动时会加载），或使用安全模式：NCCL_NET_GDR_LEVEL=0 NCCL_DMABUF_ENABLE=0。</translation>
    </message>
    <message>
        <source>GPUDirect RDMA is asked for without dmabuf, which needs the nvidia_peermem module; it is not loaded (on a DGX Spark it is not supported): NCCL fails to register GPU memory.</source>
        <translation>请求了不使用 dmabuf 的 GPUDirect RDMA，这需要 nvidia_peermem 模块；该模块未加载（DGX Spark 不支持它）：NCCL 无法注册 GPU 内存。</translation>
    </message>
    <message>
        <source>Use the dmabuf mode (NCCL_NET_GDR_LEVEL=5 NCCL_DMABUF_ENABLE=1) or the safe mode (NCCL_NET_GDR_LEVEL=0 NCCL_DMABUF_ENABLE=0): `sparkwirectl nccl env` prints either.</source>
        <translation>使用 dmabuf 模式（NCCL_NET_GDR_LEVEL=5 NCCL_DMABUF_ENABLE=1）或安全模式（NCCL_NET_GDR_LEVEL=0 NCCL_DMABUF_ENABLE=0）：`sparkwirectl nccl env` 可输出任一种。</translation>
    </message>
    <message>
        <source>no firewall ruleset to read (nft and iptables-save gave nothing: not installed, no rules, or not run as root)</source>
        <translation>没有可读取的防火墙规则集（nft 和 iptables-save 均无输出：未安装、无规则，或未以 root 运行）</translation>
    </message>
    <message>
        <source>no input rule drops UDP 4791 (RoCE v2) or TCP %1 (the agent)</source>
        <translation>没有入站规则丢弃 UDP 4791（RoCE v2）或 TCP %1（代理）</translation>
    </message>
    <message>
        <source>The firewall drops RoCE v2 (UDP port 4791) on the fabric: RDMA connections time out and NCCL falls back to sockets or hangs.</source>
        <translation>防火墙在 fabric 上丢弃 RoCE v2（UDP 端口 4791）：RDMA 连接超时，NCCL 回退到套接字或挂起。</translation>
    </message>
    <message>
        <source>The firewall drops the Sparkwire agent&apos;s port: the seat cannot reach this Spark for pairing, cluster changes or the doctor.</source>
        <translation>防火墙丢弃 Sparkwire 代理的端口：操作端无法为配对、集群变更或诊断连接到此 Spark。</translation>
    </message>
    <message>
        <source>Accept the fabric on the CX-7 netdevs, e.g. `nft add rule inet filter input iifname &quot;enp1s0f1np1&quot; accept` for each, or open udp 4791 and tcp %1 (`ufw allow in on enp1s0f1np1`).</source>
        <translation>在 CX-7 netdev 上放行 fabric 流量，例如为每个 netdev 执行 `nft add rule inet filter input iifname &quot;enp1s0f1np1&quot; accept`，或开放 udp 4791 和 tcp %1（`ufw allow in on enp1s0f1np1`）。</translation>
    </message>
    <message>
        <source>not running in a container</source>
        <translation>未在容器中运行</translation>
    </message>
    <message>
        <source>This container has no RDMA devices (/dev/infiniband): NCCL finds no IB device and carries data over sockets.</source>
        <translation>此容器没有 RDMA 设备（/dev/infiniband）：NCCL 找不到 IB 设备，改用套接字传输数据。</translation>
    </message>
    <message>
        <source>This container&apos;s locked-memory limit is finite: RDMA memory registration fails once it is reached.</source>
        <translation>此容器的锁定内存限制是有限的：一旦达到，RDMA 内存注册就会失败。</translation>
    </message>
    <message>
        <source>Start the container with `--device /dev/infiniband --ulimit memlock=-1 --network host` (and `--ipc host` for NCCL).</source>
        <translation>使用 `--device /dev/infiniband --ulimit memlock=-1 --network host` 启动容器（NCCL 还需要 `--ipc host`）。</translation>
    </message>
    <message>
        <source>no MemTotal in meminfo</source>
        <translation>meminfo 中没有 MemTotal</translation>
    </message>
    <message>
        <source>The nccl-tests buffers take a large share of the unified memory that the GPU shares with the system: the run fails with out-of-memory at the largest sizes, or the system swaps and the results mean nothing.</source>
        <translation>nccl-tests 的缓冲区占用了 GPU 与系统共享的统一内存的很大一部分：最大尺寸时运行因内存不足而失败，或系统开始交换，结果失去意义。</translation>
    </message>
    <message>
        <source>Use a smaller largest size (-e 4G is plenty to reach full bandwidth).</source>
        <translation>使用较小的最大尺寸（-e 4G 足以达到满带宽）。</translation>
    </message>
    <message>
        <source>no netplan file to read</source>
        <translation>没有可读取的 netplan 文件</translation>
    </message>
    <message>
        <source>no netplan file turns on DHCP or router advertisements for a CX-7 netdev</source>
        <translation>没有 netplan 文件为 CX-7 netdev 开启 DHCP 或路由器通告</translation>
    </message>
    <message>
        <source>netplan turns on DHCP or IPv6 router advertisements (SLAAC) for a CX-7 netdev: it gets addresses besides the plan&apos;s, the GID table grows and the RoCE v2 IPv4 GID moves to another index.</source>
        <translation>netplan 为某个 CX-7 netdev 开启了 DHCP 或 IPv6 路由器通告（SLAAC）：它会获得方案之外的地址，GID 表变大，RoCE v2 IPv4 GID 移到另一个索引。</translation>
    </message>
    <message>
        <source>Set dhcp4: no, dhcp6: no and accept-ra: no for the CX-7 netdevs (remove them from the other file: Sparkwire&apos;s Review page offers it), then apply the plan again.</source>
        <translation>为 CX-7 netdev 设置 dhcp4: no、dhcp6: no 和 accept-ra: no（从其他文件中移除它们：Sparkwire 的“检查”页面提供此操作），然后再次应用方案。</translation>
    </message>
    <message>
        <source>no per-twin RDMA measurement younger than a day: it needs RDMA hardware (run the RDMA link test on the Sparks)</source>
        <translation>没有一天内的逐孪生口 RDMA 测量：需要 RDMA 硬件（请在 Spark 上运行 RDMA 链路测试）</translation>
    </message>
    <message>
        <source>no nccl-tests message size to compare: no NCCL test result is kept yet</source>
        <translation>没有可比较的 nccl-tests 消息大小：尚未保存任何 NCCL 测试结果</translation>
    </message>
    <message>
        <source>no CX-7 here: not a Spark, the GPU has memory of its own</source>
        <translation>此处没有 CX-7：不是 Spark，GPU 有自己的显存</translation>
    </message>
    <message>
        <source>%1 holds no snapshots of the RoCE hw_counters of this Spark&apos;s RDMA devices (kept before they were recorded)</source>
        <translation>%1 中没有本 Spark 的 RDMA 设备的 RoCE hw_counters 快照（保存时尚未记录快照）</translation>
    </message>
    <message>
        <source>no two snapshots of the RoCE hw_counters: none taken now, and no RDMA link test kept in the last 24 hours</source>
        <translation>没有 RoCE hw_counters 的两次快照：现在未采集，过去 24 小时内也没有保存的 RDMA 链路测试</translation>
    </message>
    <message>
        <source>counters read right before the run started and right after it ended: %1</source>
        <translation>计数器在运行开始前和结束后立即读取：%1</translation>
    </message>
    <message>
        <source>no netplan file of NVIDIA Sync, the playbook, spark-vllm-docker or sparkrun</source>
        <translation>没有 NVIDIA Sync、playbook、spark-vllm-docker 或 sparkrun 的 netplan 文件</translation>
    </message>
    <message>
        <source>Another tool&apos;s netplan file configures the CX-7 ports: whichever file sorts last sets the addresses and MTU, and a later run of that tool can move them again (ping and ib_write_bw still pass while Ray or NCCL time out on the moved address).</source>
        <translation>另一个工具的 netplan 文件配置了 CX-7 端口：排序最后的文件决定地址和 MTU，该工具之后再次运行时可能再次更改它们（ping 和 ib_write_bw 仍然通过，而 Ray 或 NCCL 会在被更改的地址上超时）。</translation>
    </message>
    <message>
        <source>NVIDIA Sync renamed netplan files aside: they no longer apply, but say what was configured before.</source>
        <translation>NVIDIA Sync 已将 netplan 文件重命名搁置：它们不再生效，但记录了之前的配置。</translation>
    </message>
    <message>
        <source>Keep one tool in charge of the CX-7 ports: `sparkwirectl netplan other-tools` shows each file&apos;s addresses (to adopt them in the plan), and `sparkwirectl netplan other-tools --move-aside` moves the files aside (kept in /var/lib/sparkwire/other-tools; `--restore` puts them back).</source>
        <translation>只让一个工具管理 CX-7 端口：`sparkwirectl netplan other-tools` 显示每个文件的地址（以便在计划中采用），`sparkwirectl netplan other-tools --move-aside` 将这些文件移到一旁（保存在 /var/lib/sparkwire/other-tools；`--restore` 可将其放回）。</translation>
    </message>
</context>
<context>
    <name>DoctorAnswer</name>
    <message>
        <source>doctor answer</source>
        <translation>诊断应答</translation>
    </message>
    <message>
        <source>%1: not a version</source>
        <translation>%1：不是版本号</translation>
    </message>
    <message>
        <source>%1: not an object</source>
        <translation>%1：不是对象</translation>
    </message>
    <message>
        <source>%1: not a netdev name</source>
        <translation>%1：不是 netdev 名称</translation>
    </message>
    <message>
        <source>%1: not an IPv4 address/prefix</source>
        <translation>%1：不是 IPv4 地址/前缀</translation>
    </message>
    <message>
        <source>%1: not a key id</source>
        <translation>%1：不是密钥 ID</translation>
    </message>
    <message>
        <source>%1: not a check of the catalogue, or repeated</source>
        <translation>%1：不是目录中的检查，或重复</translation>
    </message>
    <message>
        <source>%1: not pass, warn, fail or skip</source>
        <translation>%1：不是 pass、warn、fail 或 skip</translation>
    </message>
</context>
<context>
    <name>FabricDescription</name>
    <message>
        <source>%1 is larger than %2 bytes: not a fabric description</source>
        <translation>%1 大于 %2 字节：不是网络结构描述文件</translation>
    </message>
    <message>
        <source>%1 holds a NUL byte: not a text file</source>
        <translation>%1 含有 NUL 字节：不是文本文件</translation>
    </message>
    <message>
        <source>expected 4 fields (netdev port half rdma-device), found %1</source>
        <translation>应有 4 个字段（netdev port half rdma-device），实际为 %1 个</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a network interface name (1-15 of A-Z a-z 0-9 _ . -)</source>
        <translation>“%1”不是网络接口名称（1–15 个 A-Z a-z 0-9 _ . - 字符）</translation>
    </message>
    <message>
        <source>port must be 0 or 1, not &apos;%1&apos;</source>
        <translation>port 必须为 0 或 1，而不是“%1”</translation>
    </message>
    <message>
        <source>half must be 0 or 1, not &apos;%1&apos;</source>
        <translation>half 必须为 0 或 1，而不是“%1”</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not an RDMA device name (1-63 of A-Z a-z 0-9 _ . -, or &apos;-&apos; for none)</source>
        <translation>“%1”不是 RDMA 设备名称（1–63 个 A-Z a-z 0-9 _ . - 字符，无设备时写“-”）</translation>
    </message>
    <message>
        <source>%1 is named twice</source>
        <translation>%1 被列出了两次</translation>
    </message>
    <message>
        <source>port %1 half %2 is already %3</source>
        <translation>端口 %1 的第 %2 半已是 %3</translation>
    </message>
    <message>
        <source>RDMA device %1 is already %2&apos;s</source>
        <translation>RDMA 设备 %1 已属于 %2</translation>
    </message>
    <message>
        <source>%1 is not a regular file</source>
        <translation>%1 不是普通文件</translation>
    </message>
    <message>
        <source>cannot read %1: %2</source>
        <translation>无法读取 %1：%2</translation>
    </message>
</context>
<context>
    <name>FindPeersPage</name>
    <message>
        <source>Set up passwordless &amp;SSH</source>
        <translation>设置免密码 SSH(&amp;S)</translation>
    </message>
    <message>
        <source>Members of the cluster</source>
        <translation>集群成员</translation>
    </message>
    <message>
        <source>The Sparks Sparkwire configures together. This Spark is always one; a Spark must be paired before it can be one.</source>
        <translation>由 Sparkwire 一起配置的 Spark。本 Spark 始终是其中之一；Spark 必须先配对才能成为成员。</translation>
    </message>
    <message>
        <source>&amp;Members of the cluster:</source>
        <translation>集群成员(&amp;M)：</translation>
    </message>
    <message>
        <source>P&amp;eer:</source>
        <translation>对端(&amp;E)：</translation>
    </message>
    <message>
        <source>The Spark that pairing and SSH setup talk to.</source>
        <translation>配对和 SSH 设置所联系的 Spark。</translation>
    </message>
    <message>
        <source>Setting up SSH to %1…</source>
        <translation>正在设置到 %1 的 SSH…</translation>
    </message>
    <message>
        <source>Lets this Spark answer one pairing request from another Spark for %1 minutes. Without it, pairing requests are refused without asking you.</source>
        <translation>允许本 Spark 在 %1 分钟内响应来自另一台 Spark 的一次配对请求。否则配对请求会被直接拒绝，不会询问您。</translation>
    </message>
    <message>
        <source>Pairing and SSH setup are not available: this Spark&apos;s identity key could not be read or made at start (the status bar says why). Fix what it names, then start Sparkwire again. The cabling and the plan below work without it.</source>
        <translation>配对和 SSH 设置不可用：启动时无法读取或生成本 Spark 的身份密钥（状态栏说明了原因）。请修复其中指出的问题，然后重新启动 Sparkwire。下面的布线和方案无需它也可使用。</translation>
    </message>
    <message>
        <source>✔ %1</source>
        <translation>✔ %1</translation>
    </message>
    <message>
        <source>✘ SSH not set up: %1</source>
        <translation>✘ 未设置 SSH：%1</translation>
    </message>
    <message>
        <source>Find peers</source>
        <translation>查找对端</translation>
    </message>
    <message>
        <source>Sparks cabled to this one, found by their beacons on the CX-7 links — before any address is set. Pull or plug a cable and the drawing follows.</source>
        <translation>通过 CX-7 链路上的信标找到的、与本机相连的 Spark —— 在设置任何地址之前。拔出或插入线缆，图示会随之更新。</translation>
    </message>
    <message>
        <source>No peer found yet</source>
        <translation>尚未找到对端</translation>
    </message>
    <message>
        <source>Incomplete cabling</source>
        <translation>布线不完整</translation>
    </message>
    <message>
        <source>Two Sparks, one cable</source>
        <translation>两台 Spark，一条线缆</translation>
    </message>
    <message>
        <source>Sparks on a switch</source>
        <translation>交换机上的 Spark</translation>
    </message>
    <message>
        <source>Check that the other Spark is on, cabled to a QSFP port, and runs Sparkwire (or &lt;tt&gt;sparkwirectl agent&lt;/tt&gt;).</source>
        <translation>请检查另一台 Spark 是否已开机、已连接到 QSFP 端口，并运行着 Sparkwire（或 &lt;tt&gt;sparkwirectl agent&lt;/tt&gt;）。</translation>
    </message>
    <message>
        <source>%1 (paired)</source>
        <translation>%1（已配对）</translation>
    </message>
    <message>
        <source>%1 (not paired; name as it claims)</source>
        <translation>%1（未配对；名称为其自称）</translation>
    </message>
    <message>
        <source>%1 (this Spark)</source>
        <translation>%1（本 Spark）</translation>
    </message>
    <message>
        <source>This Spark is always a member: it is the one configuring them.</source>
        <translation>本 Spark 始终是成员：它负责配置其他 Spark。</translation>
    </message>
    <message>
        <source>%1 — pair first</source>
        <translation>%1 — 请先配对</translation>
    </message>
    <message>
        <source>Not paired: select it and press Pair. Its name is what its beacons claim.</source>
        <translation>未配对：选中它并点击“配对”。其名称来自其信标的自称。</translation>
    </message>
    <message>
        <source>Configuring other Sparks from here needs the peer features, which are off.</source>
        <translation>从这里配置其他 Spark 需要对端功能，但它已关闭。</translation>
    </message>
    <message>
        <source>Pair with at least one Spark to configure the cluster.</source>
        <translation>请至少与一台 Spark 配对以配置集群。</translation>
    </message>
    <message>
        <source>Choose at least one other Spark.</source>
        <translation>请至少选择另一台 Spark。</translation>
    </message>
    <message numerus="yes">
        <source>%n Spark(s) will be configured together.</source>
        <translation>
            <numerusform>将一起配置 %n 台 Spark。</numerusform>
        </translation>
    </message>
    <message>
        <source>A&amp;ccept a pairing request</source>
        <translation>接受配对请求(&amp;C)</translation>
    </message>
    <message>
        <source>&amp;Pair…</source>
        <translation>配对(&amp;P)…</translation>
    </message>
    <message>
        <source>P&amp;aired with %1</source>
        <translation>已与 %1 配对(&amp;A)</translation>
    </message>
    <message>
        <source>P&amp;air with %1…</source>
        <translation>与 %1 配对(&amp;A)…</translation>
    </message>
    <message>
        <source>Paired. Key fingerprint: %1</source>
        <translation>已配对。密钥指纹：%1</translation>
    </message>
    <message>
        <source>A&amp;ccepting one pairing request (%1 s)…</source>
        <translation>正在接受一个配对请求（%1 秒）…(&amp;C)</translation>
    </message>
    <message>
        <source>A ring: a Spark on each port</source>
        <translation>环形：每个端口连一台 Spark</translation>
    </message>
</context>
<context>
    <name>FleetChart</name>
    <message>
        <source>half 0 tx</source>
        <translation>半部 0 发送</translation>
    </message>
    <message>
        <source>half 0 rx</source>
        <translation>半部 0 接收</translation>
    </message>
    <message>
        <source>half 1 tx</source>
        <translation>半部 1 发送</translation>
    </message>
    <message>
        <source>half 1 rx</source>
        <translation>半部 1 接收</translation>
    </message>
    <message>
        <source>port tx</source>
        <translation>端口发送</translation>
    </message>
    <message>
        <source>port rx</source>
        <translation>端口接收</translation>
    </message>
    <message>
        <source>now</source>
        <translation>现在</translation>
    </message>
    <message>
        <source>RoCE Gb/s</source>
        <translation>RoCE Gb/s</translation>
    </message>
    <message>
        <source>%1, port %2 · seat %3 · %4 · DEMO — simulated counters</source>
        <translation>%1，端口 %2 · 操作端 %3 · %4 · 演示 — 模拟计数器</translation>
    </message>
    <message>
        <source>%1, port %2 · seat %3 · %4</source>
        <translation>%1，端口 %2 · 操作端 %3 · %4</translation>
    </message>
    <message>
        <source>There is no recorded history of this link to export.</source>
        <translation>此链路没有可导出的记录。</translation>
    </message>
</context>
<context>
    <name>FleetMemberCard</name>
    <message>
        <source>Export…</source>
        <translation>导出…</translation>
    </message>
    <message>
        <source>Export the plot of %1, port %2</source>
        <translation>导出 %1 端口 %2 的图表</translation>
    </message>
    <message>
        <source>Plot as &amp;PNG…</source>
        <translation>图表导出为 &amp;PNG…</translation>
    </message>
    <message>
        <source>Plot as &amp;SVG…</source>
        <translation>图表导出为 &amp;SVG…</translation>
    </message>
    <message>
        <source>Data as &amp;CSV…</source>
        <translation>数据导出为 &amp;CSV…</translation>
    </message>
    <message>
        <source>link</source>
        <translation>链路</translation>
    </message>
    <message>
        <source>tx</source>
        <translation>发送</translation>
    </message>
    <message>
        <source>rx</source>
        <translation>接收</translation>
    </message>
    <message>
        <source>retr.</source>
        <translation>重传</translation>
    </message>
    <message>
        <source>OOS</source>
        <translation>乱序</translation>
    </message>
    <message>
        <source>CNP</source>
        <translation>CNP</translation>
    </message>
    <message>
        <source>flaps</source>
        <translation>抖动</translation>
    </message>
    <message>
        <source>%1G</source>
        <translation>%1G</translation>
    </message>
    <message>
        <source>up</source>
        <translation>已启用</translation>
    </message>
    <message>
        <source>down</source>
        <translation>断开</translation>
    </message>
    <message>
        <source>n/a</source>
        <translation>无</translation>
    </message>
    <message>
        <source>half %1</source>
        <translation>半口 %1</translation>
    </message>
    <message>
        <source>sum</source>
        <translation>合计</translation>
    </message>
    <message>
        <source>no data from %1 for %2 s</source>
        <translation>%2 秒未收到 %1 的数据</translation>
    </message>
    <message>
        <source>no data from %1 yet</source>
        <translation>尚未收到 %1 的数据</translation>
    </message>
    <message>
        <source>live</source>
        <translation>实时</translation>
    </message>
    <message>
        <source>connecting…</source>
        <translation>正在连接…</translation>
    </message>
    <message>
        <source>Port %1, its twins</source>
        <translation>端口 %1 的孪生半部</translation>
    </message>
    <message>
        <source>Port %1</source>
        <translation>端口 %1</translation>
    </message>
</context>
<context>
    <name>FleetSample</name>
    <message>
        <source>bad metrics sample: %1</source>
        <translation>不合格的指标样本：%1</translation>
    </message>
    <message>
        <source>longer than %1 characters</source>
        <translation>超过 %1 个字符</translation>
    </message>
    <message>
        <source>not version f1</source>
        <translation>不是 f1 版本</translation>
    </message>
    <message>
        <source>more than %1 twins</source>
        <translation>多于 %1 个孪生接口</translation>
    </message>
    <message>
        <source>record %1 has not 13 fields</source>
        <translation>记录 %1 不是 13 个字段</translation>
    </message>
    <message>
        <source>record %1: bad port or half</source>
        <translation>记录 %1：端口或半部无效</translation>
    </message>
    <message>
        <source>record %1: bad carrier, speed or rdma</source>
        <translation>记录 %1：载波、速率或 rdma 无效</translation>
    </message>
    <message>
        <source>record %1: bad rate</source>
        <translation>记录 %1：速率无效</translation>
    </message>
    <message>
        <source>record %1: RoCE rates without RDMA counters</source>
        <translation>记录 %1：有 RoCE 速率却没有 RDMA 计数器</translation>
    </message>
    <message>
        <source>record %1: bad counter</source>
        <translation>记录 %1：计数器无效</translation>
    </message>
    <message>
        <source>record %1: twins repeated or out of order</source>
        <translation>记录 %1：孪生接口重复或顺序错误</translation>
    </message>
    <message>
        <source>a metrics rate is %1 to %2 Hz, not &quot;%3&quot;</source>
        <translation>指标频率须为 %1 到 %2 Hz，而不是“%3”</translation>
    </message>
</context>
<context>
    <name>FleetSubscription</name>
    <message>
        <source>a metrics rate is %1 to %2 Hz, not %3</source>
        <translation>指标频率须为 %1 到 %2 Hz，而不是 %3</translation>
    </message>
    <message>
        <source>a member is subscribed to by its key id and at least one address</source>
        <translation>订阅成员需要其密钥 ID 和至少一个地址</translation>
    </message>
</context>
<context>
    <name>FleetView</name>
    <message>
        <source>No cluster yet: once a cluster is applied, every member is shown here.</source>
        <translation>尚无集群：应用集群后，每个成员都会显示在这里。</translation>
    </message>
    <message>
        <source>PNG images (*.png)</source>
        <translation>PNG 图像 (*.png)</translation>
    </message>
    <message>
        <source>SVG images (*.svg)</source>
        <translation>SVG 图像 (*.svg)</translation>
    </message>
    <message>
        <source>CSV files (*.csv)</source>
        <translation>CSV 文件 (*.csv)</translation>
    </message>
    <message>
        <source>Export</source>
        <translation>导出</translation>
    </message>
    <message>
        <source>Export failed</source>
        <translation>导出失败</translation>
    </message>
    <message>
        <source>&amp;Copy cluster as text</source>
        <translation>复制集群文本(&amp;C)</translation>
    </message>
    <message>
        <source>Puts the cluster on the clipboard as text to paste into an issue: members as paired here, cables, addresses, MTU, the last test rates and the versions.</source>
        <translation>将集群以文本形式放到剪贴板，便于粘贴到问题报告中：在此配对的成员、线缆、地址、MTU、最近的测试速率和版本。</translation>
    </message>
</context>
<context>
    <name>HelperMemberBridge</name>
    <message>
        <source>This Spark&apos;s helper refuses the plan: %1</source>
        <translation>本 Spark 的辅助程序拒绝了该方案：%1</translation>
    </message>
</context>
<context>
    <name>HostDestinationSource</name>
    <message>
        <source>cannot read %1: %2</source>
        <translation>无法读取 %1：%2</translation>
    </message>
    <message>
        <source>%1 is larger than %2 bytes</source>
        <translation>%1 大于 %2 字节</translation>
    </message>
</context>
<context>
    <name>HostNetwork</name>
    <message>
        <source>%1 (an address on %2)</source>
        <translation>%1（%2 上的地址）</translation>
    </message>
    <message>
        <source>%1 (a route without a device)</source>
        <translation>%1（没有设备的路由）</translation>
    </message>
    <message>
        <source>%1 (a route via %2)</source>
        <translation>%1（经由 %2 的路由）</translation>
    </message>
</context>
<context>
    <name>InventoryJson</name>
    <message>
        <source>must be a JSON %1</source>
        <translation>必须是 JSON %1</translation>
    </message>
    <message>
        <source>must be a whole number</source>
        <translation>必须是整数</translation>
    </message>
    <message>
        <source>must hold strings</source>
        <translation>必须包含字符串</translation>
    </message>
</context>
<context>
    <name>Iperf</name>
    <message>
        <source>libiperf could not start a test</source>
        <translation>libiperf 无法启动测试</translation>
    </message>
    <message>
        <source>iperf client %1 → %2:%3: %4</source>
        <translation>iperf 客户端 %1 → %2:%3：%4</translation>
    </message>
    <message>
        <source>iperf server on %1:%2: %3</source>
        <translation>%1:%2 上的 iperf 服务器：%3</translation>
    </message>
</context>
<context>
    <name>Ipv4Subnet</name>
    <message>
        <source>&apos;%1&apos; is not an IPv4 network in CIDR form, like 192.168.177.0/24.</source>
        <translation>“%1”不是 CIDR 形式的 IPv4 网络，例如 192.168.177.0/24。</translation>
    </message>
    <message>
        <source>&apos;%1&apos; has host bits set; the network is %2.</source>
        <translation>“%1”设置了主机位；网络应为 %2。</translation>
    </message>
</context>
<context>
    <name>JointApply</name>
    <message>
        <source>reading its state</source>
        <translation>正在读取状态</translation>
    </message>
    <message>
        <source>trying the plan</source>
        <translation>试用方案</translation>
    </message>
    <message>
        <source>checking its links</source>
        <translation>检查其链路</translation>
    </message>
    <message>
        <source>confirming</source>
        <translation>正在确认</translation>
    </message>
    <message>
        <source>cancelling</source>
        <translation>正在取消</translation>
    </message>
    <message>
        <source>%1 did not answer in time while %2.</source>
        <translation>%1 在%2时未及时回复。</translation>
    </message>
    <message>
        <source>%1 answered with the state of another Spark.</source>
        <translation>%1 回复的是另一台 Spark 的状态。</translation>
    </message>
    <message>
        <source>%1&apos;s network configuration changed since you reviewed the plan; nothing was changed anywhere. Go back and review it again.</source>
        <translation>自您审阅方案以来，%1 的网络配置已发生变化；任何地方都未做更改。请返回并重新审阅。</translation>
    </message>
    <message>
        <source>it confirmed, but does not hold the plan now</source>
        <translation>它已确认，但现在并未持有该方案</translation>
    </message>
    <message>
        <source>%1 did not keep the plan after confirming it. Retry to apply it again.</source>
        <translation>%1 在确认后没有保留该方案。请重试以再次应用。</translation>
    </message>
    <message>
        <source>Every member confirmed the plan and holds it.</source>
        <translation>每个成员都已确认并持有该方案。</translation>
    </message>
    <message>
        <source>The cluster already matches its plan: nothing was changed.</source>
        <translation>集群已与其方案一致：未做任何更改。</translation>
    </message>
    <message>
        <source>this seat has no key to sign %1&apos;s plan with</source>
        <translation>此操作端没有用于签署 %1 方案的密钥</translation>
    </message>
    <message>
        <source>%1 failed the check on %2</source>
        <translation>%1 在 %2 上检查失败</translation>
    </message>
    <message>
        <source>%1 failed while %2.</source>
        <translation>%1 在%2时失败。</translation>
    </message>
    <message>
        <source>confirmed, but its state could not be read again: %1</source>
        <translation>已确认，但无法再次读取其状态：%1</translation>
    </message>
    <message>
        <source>%1 confirmed, but could not be asked afterwards whether it kept the plan: %2</source>
        <translation>%1 已确认，但之后无法询问它是否保留了该方案：%2</translation>
    </message>
    <message>
        <source>%1 did not confirm (%2); its helper reverts on its own at the deadline. Retry to apply the plan again.</source>
        <translation>%1 未确认（%2）；其辅助程序会在截止时间自行还原。请重试以再次应用该方案。</translation>
    </message>
    <message>
        <source>cancelled because %1</source>
        <translation>已取消，因为%1</translation>
    </message>
    <message>
        <source>Cancelled.</source>
        <translation>已取消。</translation>
    </message>
    <message>
        <source>you cancelled the apply</source>
        <translation>您取消了应用</translation>
    </message>
    <message>
        <source>The apply failed.</source>
        <translation>应用失败。</translation>
    </message>
    <message>
        <source>Every member is back to its previous configuration.</source>
        <translation>每个成员都已恢复到之前的配置。</translation>
    </message>
    <message>
        <source>nobody kept the change before the countdown ended</source>
        <translation>倒计时结束前无人保留更改</translation>
    </message>
    <message>
        <source>its previous file is back</source>
        <translation>已恢复其先前的文件</translation>
    </message>
    <message>
        <source>%1 still holds the plan</source>
        <translation>%1 仍在使用该方案</translation>
    </message>
    <message numerus="yes">
        <source>%1 did not report its previous file back (%2); its helper reverts on its own within %n s</source>
        <translation>
            <numerusform>%1 未报告已恢复其先前的文件（%2）；其助手将在 %n 秒内自行还原</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>LanPeersList</name>
    <message>
        <source>Sparks on the network, not cabled</source>
        <translation>网络上未连线的 Spark</translation>
    </message>
    <message>
        <source>Sparks that answer on the management network (mDNS) but have no cable to this one. Their names are what the network claims: unverified until you pair. Cable one to a QSFP port to configure it.</source>
        <translation>在管理网络上（mDNS）有应答、但没有线缆连到本机的 Spark。它们的名称是网络所声称的：配对之前未经验证。将其中一台连到 QSFP 端口即可配置它。</translation>
    </message>
    <message>
        <source>Sparkwire running</source>
        <translation>Sparkwire 正在运行</translation>
    </message>
    <message>
        <source>Sparkwire not running (SSH only)</source>
        <translation>Sparkwire 未运行（仅 SSH）</translation>
    </message>
    <message>
        <source>%1 — on the network, not cabled; %2 (name as the network claims, unverified)</source>
        <translation>%1 — 在网络上，未连线；%2（网络所声称的名称，未经验证）</translation>
    </message>
    <message>
        <source>Sparks on the network are not listed: %1.</source>
        <translation>未列出网络上的 Spark：%1。</translation>
    </message>
    <message>
        <source>Addresses: %1</source>
        <translation>地址：%1</translation>
    </message>
    <message>
        <source>Key id it claims: %1</source>
        <translation>其声称的密钥 ID：%1</translation>
    </message>
    <message>
        <source>None found on the network (mDNS).</source>
        <translation>网络上（mDNS）未找到。</translation>
    </message>
    <message>
        <source>On the network, not cab&amp;led:</source>
        <translation>在网络上、未连线(&amp;L)：</translation>
    </message>
</context>
<context>
    <name>LaunchPathDoctor</name>
    <message>
        <source>node 1</source>
        <translation>节点 1</translation>
    </message>
    <message>
        <source>The TCP paths from %1 to the head %2 were not checked.</source>
        <translation>未检查从 %1 到主节点 %2 的 TCP 路径。</translation>
    </message>
    <message>
        <source>Run `sparkwirectl cluster apply` from %1 once %2 is reachable; it checks the launch paths after Keep.</source>
        <translation>待 %2 可达后，在 %1 上运行 `sparkwirectl cluster apply`；保留后它会检查启动路径。</translation>
    </message>
    <message>
        <source>Connections from %1 to %2 on TCP %3 get no answer: a firewall on %2 (or on the path) drops them, so torchrun, Ray or vLLM on %1 would hang at start.</source>
        <translation>从 %1 到 %2 的 TCP %3 连接没有应答：%2 上（或路径上）的防火墙丢弃了它们，因此 %1 上的 torchrun、Ray 或 vLLM 会在启动时挂起。</translation>
    </message>
    <message>
        <source>On %1, allow TCP %2 in from the fabric subnets (e.g. `sudo ufw allow in on &lt;CX-7 netdev&gt; to any port &lt;port&gt; proto tcp`, or an nftables accept rule before the drop), then run `sparkwirectl doctor --cluster` again.</source>
        <translation>在 %1 上允许来自互连子网的入站 TCP %2（例如 `sudo ufw allow in on &lt;CX-7 netdev&gt; to any port &lt;port&gt; proto tcp`，或在丢弃规则之前加一条 nftables accept 规则），然后再次运行 `sparkwirectl doctor --cluster`。</translation>
    </message>
    <message>
        <source>%1 cannot reach %2 at %3: the head&apos;s fabric address is not on %1&apos;s links (a wrong address, or a cable moved).</source>
        <translation>%1 无法通过 %3 到达 %2：主节点的互连地址不在 %1 的链路上（地址错误，或线缆被移动）。</translation>
    </message>
    <message>
        <source>Check the cables between %1 and %2, then run `sparkwirectl cluster apply` again.</source>
        <translation>检查 %1 与 %2 之间的线缆，然后再次运行 `sparkwirectl cluster apply`。</translation>
    </message>
</context>
<context>
    <name>LaunchPaths</name>
    <message>
        <source>this Spark is not a member of the cluster</source>
        <translation>此 Spark 不是该集群的成员</translation>
    </message>
    <message>
        <source>the cluster record has no node 1</source>
        <translation>集群记录中没有节点 1</translation>
    </message>
    <message>
        <source>%1: not an object</source>
        <translation>%1：不是对象</translation>
    </message>
    <message>
        <source>%1: a path the cluster record does not give this member</source>
        <translation>%1：集群记录未给该成员的路径</translation>
    </message>
    <message>
        <source>%1: a path named twice</source>
        <translation>%1：重复列出的路径</translation>
    </message>
    <message>
        <source>%1: not ok, dropped or unreachable</source>
        <translation>%1：不是 ok、dropped 或 unreachable</translation>
    </message>
    <message>
        <source>launch-path: it leaves out paths the cluster record gives this member</source>
        <translation>launch-path：遗漏了集群记录给该成员的路径</translation>
    </message>
</context>
<context>
    <name>LinkChart</name>
    <message>
        <source>seconds ago</source>
        <translation>秒前</translation>
    </message>
    <message>
        <source>RoCE Gb/s</source>
        <translation>RoCE Gb/s</translation>
    </message>
    <message>
        <source>half 0 tx</source>
        <translation>半部 0 发送</translation>
    </message>
    <message>
        <source>half 0 rx</source>
        <translation>半部 0 接收</translation>
    </message>
    <message>
        <source>half 1 tx</source>
        <translation>半部 1 发送</translation>
    </message>
    <message>
        <source>half 1 rx</source>
        <translation>半部 1 接收</translation>
    </message>
    <message>
        <source>port tx</source>
        <translation>端口发送</translation>
    </message>
    <message>
        <source>port rx</source>
        <translation>端口接收</translation>
    </message>
    <message>
        <source>%1 · %2 · DEMO — simulated counters</source>
        <translation>%1 · %2 · 演示 — 模拟的计数器</translation>
    </message>
    <message>
        <source>%1 · %2</source>
        <translation>%1 · %2</translation>
    </message>
    <message>
        <source>Soft-RoCE has no port counters: the rates are its netdev&apos;s bytes, which include UDP/IP headers, retransmissions and any other traffic on that netdev.</source>
        <translation>软 RoCE 没有端口计数器：速率取自其 netdev 的字节数，其中包括 UDP/IP 头、重传以及该 netdev 上的其他所有流量。</translation>
    </message>
    <message>
        <source>~RoCE Gb/s</source>
        <translation>~RoCE Gb/s</translation>
    </message>
    <message>
        <source>%1 (soft-RoCE: ~ the netdev&apos;s bytes)</source>
        <translation>%1（软 RoCE：~ 为 netdev 的字节数）</translation>
    </message>
</context>
<context>
    <name>LinkHistory</name>
    <message>
        <source>Cannot write %1: %2</source>
        <translation>无法写入 %1：%2</translation>
    </message>
</context>
<context>
    <name>LinkTestSupport</name>
    <message>
        <source>%1 answered with a list of test servers that cannot be read.</source>
        <translation>%1 回复的测试服务器列表无法读取。</translation>
    </message>
    <message>
        <source>No twin of this Spark with an RDMA device and a RoCE v2 GID shares a subnet with the test servers of %1: apply the plan on both Sparks first.</source>
        <translation>本 Spark 没有任何带 RDMA 设备和 RoCE v2 GID 的孪生口与 %1 的测试服务器处于同一子网：请先在两台 Spark 上应用方案。</translation>
    </message>
    <message>
        <source>No twin of this Spark shares a subnet with the test servers of %1: apply the plan on both Sparks first.</source>
        <translation>本 Spark 没有任何孪生口与 %1 的测试服务器处于同一子网：请先在两台 Spark 上应用方案。</translation>
    </message>
</context>
<context>
    <name>LocalMember</name>
    <message>
        <source>%1 went back: %2</source>
        <translation>%1 已恢复：%2</translation>
    </message>
    <message>
        <source>nothing was pending</source>
        <translation>没有待处理的更改</translation>
    </message>
    <message>
        <source>reverted</source>
        <translation>已还原</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>DEMO — a simulated Spark. Nothing on this computer is read or changed.</source>
        <translation>演示 — 模拟的 Spark。不会读取或更改这台计算机上的任何内容。</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>文件(&amp;F)</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>退出(&amp;Q)</translation>
    </message>
    <message>
        <source>Bandwidth &amp;dashboard</source>
        <translation>带宽仪表板(&amp;D)</translation>
    </message>
    <message>
        <source>Ctrl+D</source>
        <translation>Ctrl+D</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>帮助(&amp;H)</translation>
    </message>
    <message>
        <source>&amp;About Sparkwire</source>
        <translation>关于 Sparkwire(&amp;A)</translation>
    </message>
    <message>
        <source>About &amp;Qt</source>
        <translation>关于 Qt(&amp;Q)</translation>
    </message>
    <message>
        <source>&amp;Settings…</source>
        <translation>设置(&amp;S)…</translation>
    </message>
    <message>
        <source>%1 (demo) — Sparkwire</source>
        <translation>%1（演示） — Sparkwire</translation>
    </message>
    <message>
        <source>%1 — Sparkwire</source>
        <translation>%1 — Sparkwire</translation>
    </message>
    <message>
        <source>&amp;Activity</source>
        <translation>活动(&amp;A)</translation>
    </message>
    <message>
        <source>Ctrl+L</source>
        <translation>Ctrl+L</translation>
    </message>
    <message>
        <source>&amp;Diagnose…</source>
        <translation>诊断(&amp;D)…</translation>
    </message>
    <message>
        <source>The test result was not kept: %1</source>
        <translation>测试结果未能保存：%1</translation>
    </message>
    <message>
        <source>The apply failed: %1</source>
        <translation>应用失败：%1</translation>
    </message>
    <message>
        <source>A link test failed: %1</source>
        <translation>链路测试失败：%1</translation>
    </message>
    <message>
        <source>DEMO — a simulated Spark with the classic faults, for learning the diagnoses. Nothing on this computer is read or changed.</source>
        <translation>演示 — 一台带有典型故障的模拟 Spark，用于学习诊断。不会读取或更改这台计算机上的任何内容。</translation>
    </message>
    <message>
        <source>Vie&amp;w</source>
        <translation>视图(&amp;W)</translation>
    </message>
</context>
<context>
    <name>MdnsRecords</name>
    <message>
        <source>the TXT record has more than %1 strings</source>
        <translation>TXT 记录的字符串多于 %1 个</translation>
    </message>
    <message>
        <source>a TXT string is longer than %1 bytes</source>
        <translation>某个 TXT 字符串长于 %1 字节</translation>
    </message>
    <message>
        <source>the TXT record is longer than %1 bytes</source>
        <translation>TXT 记录长于 %1 字节</translation>
    </message>
    <message>
        <source>a TXT key has a character that is not printable ASCII</source>
        <translation>某个 TXT 键含有不可打印的非 ASCII 字符</translation>
    </message>
    <message>
        <source>not a service Sparkwire browses</source>
        <translation>不是 Sparkwire 浏览的服务</translation>
    </message>
    <message>
        <source>not in the .local domain</source>
        <translation>不在 .local 域中</translation>
    </message>
    <message>
        <source>the service name is empty, longer than %1 bytes or not printable</source>
        <translation>服务名称为空、长于 %1 字节或不可打印</translation>
    </message>
    <message>
        <source>the host name is not a valid name ending in .local</source>
        <translation>主机名不是以 .local 结尾的有效名称</translation>
    </message>
    <message>
        <source>the address is not an IP address</source>
        <translation>地址不是 IP 地址</translation>
    </message>
    <message>
        <source>the port is not between 1 and 65535</source>
        <translation>端口不在 1 到 65535 之间</translation>
    </message>
    <message>
        <source>the TXT record is not version 1 (v=1)</source>
        <translation>TXT 记录不是版本 1（v=1）</translation>
    </message>
    <message>
        <source>the TXT id is not 64 lower-case hex digits</source>
        <translation>TXT id 不是 64 位小写十六进制数字</translation>
    </message>
    <message>
        <source>the TXT host is not a valid host name</source>
        <translation>TXT host 不是有效的主机名</translation>
    </message>
</context>
<context>
    <name>MemberChangeNotice</name>
    <message>
        <source>&amp;Revert now</source>
        <translation>立即还原(&amp;R)</translation>
    </message>
    <message>
        <source>&amp;Hide</source>
        <translation>隐藏(&amp;H)</translation>
    </message>
    <message>
        <source>Reverting…</source>
        <translation>正在还原…</translation>
    </message>
    <message>
        <source>Network change from %1</source>
        <translation>来自 %1 的网络更改</translation>
    </message>
    <message>
        <source>%1 applied a network plan to this Spark&apos;s ConnectX-7 ports. It is in force now and goes back by itself unless %1 confirms it after checking every link.</source>
        <translation>%1 已将一个网络方案应用到本 Spark 的 ConnectX-7 端口。它现在已生效，除非 %1 在检查每条链路后确认，否则会自行还原。</translation>
    </message>
    <message>
        <source>(no difference in the netplan file)</source>
        <translation>（netplan 文件没有差异）</translation>
    </message>
    <message numerus="yes">
        <source>Reverts by itself in %n s unless confirmed. Revert now if you did not expect it.</source>
        <translation>
            <numerusform>除非得到确认，将在 %n 秒后自行还原。如果您没有预料到此更改，请立即还原。</numerusform>
        </translation>
    </message>
    <message>
        <source>&amp;Close</source>
        <translation>关闭(&amp;C)</translation>
    </message>
    <message>
        <source>Kept: %1</source>
        <translation>已保留：%1</translation>
    </message>
    <message>
        <source>Reverted: this Spark&apos;s previous netplan file is back (%1).</source>
        <translation>已还原：本 Spark 之前的 netplan 文件已恢复（%1）。</translation>
    </message>
</context>
<context>
    <name>MemberFacts</name>
    <message>
        <source>%1: not a valid value</source>
        <translation>%1：不是有效值</translation>
    </message>
    <message>
        <source>%1: not an object</source>
        <translation>%1：不是对象</translation>
    </message>
    <message>
        <source>%1: not a netdev name</source>
        <translation>%1：不是 netdev 名称</translation>
    </message>
    <message>
        <source>%1: not a file name</source>
        <translation>%1：不是文件名</translation>
    </message>
    <message>
        <source>%1: not a tool Sparkwire knows</source>
        <translation>%1：不是 Sparkwire 认识的工具</translation>
    </message>
</context>
<context>
    <name>MemberState</name>
    <message>
        <source>%1: must be a JSON object</source>
        <translation>%1：必须是 JSON 对象</translation>
    </message>
    <message>
        <source>%1: &quot;%2&quot; is not a netdev name</source>
        <translation>%1：“%2”不是 netdev 名称</translation>
    </message>
    <message>
        <source>%1: the id must be 64 lower-case hex digits</source>
        <translation>%1：id 必须是 64 位小写十六进制数字</translation>
    </message>
    <message>
        <source>member state</source>
        <translation>成员状态</translation>
    </message>
    <message>
        <source>%1: must be plain text, not empty</source>
        <translation>%1：必须是非空的纯文本</translation>
    </message>
    <message>
        <source>%1: listed twice</source>
        <translation>%1：被列出了两次</translation>
    </message>
    <message>
        <source>%1: a member cannot hear itself</source>
        <translation>%1：成员不能收到自身</translation>
    </message>
    <message>
        <source>%1: must be plain text</source>
        <translation>%1：必须是纯文本</translation>
    </message>
    <message>
        <source>%1: &quot;%2&quot; is not a.b.c.d/nn</source>
        <translation>%1：“%2”不是 a.b.c.d/nn</translation>
    </message>
    <message>
        <source>%1: must be &quot;ask&quot; or &quot;delegated&quot;</source>
        <translation>%1：必须是“ask”或“delegated”</translation>
    </message>
    <message>
        <source>%1: must be empty or %2 bytes</source>
        <translation>%1：必须为空或 %2 字节</translation>
    </message>
</context>
<context>
    <name>MemberStateReader</name>
    <message>
        <source>/%1 also configures %2 and comes later, so its settings win.</source>
        <translation>/%1 也配置了 %2 且顺序更靠后，因此它的设置优先。</translation>
    </message>
    <message>
        <source>/%1 also configures %2; Sparkwire&apos;s file comes later and overrides the same settings, but anything else there still applies.</source>
        <translation>/%1 也配置了 %2；Sparkwire 的文件顺序更靠后，会覆盖相同的设置，但其中的其他设置仍然生效。</translation>
    </message>
    <message>
        <source>/%1 could not be read (%2).</source>
        <translation>无法读取 /%1（%2）。</translation>
    </message>
    <message>
        <source>this Spark&apos;s helper is not there</source>
        <translation>本 Spark 的辅助程序不存在</translation>
    </message>
</context>
<context>
    <name>MemberTry</name>
    <message>
        <source>try request</source>
        <translation>试用请求</translation>
    </message>
    <message>
        <source>%1: empty</source>
        <translation>%1：为空</translation>
    </message>
    <message>
        <source>%1: a signed try needs the member&apos;s %2-byte nonce and an expiry</source>
        <translation>%1：签名的试用需要成员的 %2 字节随机数和过期时间</translation>
    </message>
    <message>
        <source>%1: a nonce or an expiry without a signature</source>
        <translation>%1：有随机数或过期时间但没有签名</translation>
    </message>
</context>
<context>
    <name>NcclChart</name>
    <message>
        <source>NCCL bus bandwidth</source>
        <translation>NCCL 总线带宽</translation>
    </message>
    <message>
        <source>message size (log₂ scale)</source>
        <translation>消息大小（log₂ 刻度）</translation>
    </message>
    <message>
        <source>busbw GB/s</source>
        <translation>busbw GB/s</translation>
    </message>
    <message>
        <source>out-of-place</source>
        <translation>非原地</translation>
    </message>
    <message>
        <source>in-place</source>
        <translation>原地</translation>
    </message>
    <message>
        <source>%1: bus bandwidth, %2 ranks on %3 node(s)</source>
        <translation>%1：总线带宽，%3 个节点上 %2 个 rank</translation>
    </message>
    <message>
        <source>floor</source>
        <translation>下限</translation>
    </message>
    <message>
        <source>The two solid lines: the bus bandwidth measured at each message size (out-of-place, in-place). The broken line: the floor, what a healthy Spark pair reaches at large messages; a run below it gets a verdict that says why.</source>
        <translation>两条实线：每种消息大小下测得的总线带宽（非原地、原地）。虚线：下限，即健康的 Spark 对在大消息时达到的带宽；低于它的运行会得到说明原因的结论。</translation>
    </message>
</context>
<context>
    <name>NcclEnvironment</name>
    <message>
        <source>No CX-7 netdev has a link and an address: apply the plan first (the wizard, or `sparkwirectl apply`).</source>
        <translation>没有任何 CX-7 netdev 具有链路和地址：请先应用方案（向导或 `sparkwirectl apply`）。</translation>
    </message>
    <message>
        <source>%1 has no RoCE v2 IPv4 GID yet: give %2 its address, then ask again.</source>
        <translation>%1 还没有 RoCE v2 IPv4 GID：请为 %2 分配地址，然后再次查询。</translation>
    </message>
    <message>
        <source>A ring uses all four CX-7 netdevs; only %1 are up and addressed.</source>
        <translation>环形拓扑使用全部四个 CX-7 netdev；只有 %1 个已启用并分配了地址。</translation>
    </message>
    <message>
        <source>The RoCE v2 IPv4 GID index differs between devices (%1); NCCL takes one index for all. Re-apply the plan so the tables match.</source>
        <translation>各设备之间的 RoCE v2 IPv4 GID 索引不同（%1）；NCCL 对所有设备使用同一个索引。请重新应用方案，使各表一致。</translation>
    </message>
    <message>
        <source>A ring bootstraps over the management port, and none is up.</source>
        <translation>环形拓扑通过管理端口引导，但没有任何管理端口处于启用状态。</translation>
    </message>
</context>
<context>
    <name>NcclOutputParser</name>
    <message>
        <source>no nccl-tests output or NCCL log lines found</source>
        <translation>未找到 nccl-tests 输出或 NCCL 日志行</translation>
    </message>
    <message>
        <source>no result rows: the output ends before the first size (cut short, or the test failed before it started)</source>
        <translation>没有结果行：输出在第一个大小之前就结束了（被截断，或测试在开始前就失败了）</translation>
    </message>
    <message>
        <source>not valid JSON at byte %1: %2</source>
        <translation>第 %1 字节处不是有效的 JSON：%2</translation>
    </message>
    <message>
        <source>not an nccl-tests -J file: no &quot;results&quot; list</source>
        <translation>不是 nccl-tests -J 文件：没有“results”列表</translation>
    </message>
    <message>
        <source>result %1 is incomplete</source>
        <translation>结果 %1 不完整</translation>
    </message>
</context>
<context>
    <name>NcclPreflight</name>
    <message>
        <source>nccl-tests was not started: %1 (%2) Fix: %3</source>
        <translation>未启动 nccl-tests：%1（%2）修复：%3</translation>
    </message>
</context>
<context>
    <name>NcclVerdicts</name>
    <message>
        <source>NCCL found no network interface to bootstrap over.</source>
        <translation>NCCL 找不到用于引导的网络接口。</translation>
    </message>
    <message>
        <source>The NCCL test failed.</source>
        <translation>NCCL 测试失败。</translation>
    </message>
    <message>
        <source>NCCL carried the data over TCP sockets, not RDMA: this run fails whatever its numbers (sockets top out at a few GB/s).</source>
        <translation>NCCL 通过 TCP 套接字而非 RDMA 传输数据：无论数值如何，本次运行都判为失败（套接字最多只能达到几 GB/s）。</translation>
    </message>
    <message>
        <source>Check that `ibv_devices` lists both twins&apos; RDMA devices, that NCCL_IB_HCA names them (e.g. rocep1s0f1,roceP2p1s0f1) and that NCCL_IB_DISABLE is unset; in containers pass /dev/infiniband. `sparkwirectl nccl env` prints a working environment.</source>
        <translation>请检查 `ibv_devices` 是否列出了两个孪生口的 RDMA 设备，NCCL_IB_HCA 是否指定了它们（例如 rocep1s0f1,roceP2p1s0f1），以及 NCCL_IB_DISABLE 是否未设置；在容器中请传入 /dev/infiniband。`sparkwirectl nccl env` 会输出一个可用的环境。</translation>
    </message>
    <message>
        <source>NCCL used one RDMA device: one twin of the port sat idle, so the link tops out near 100 Gb/s instead of ~190.</source>
        <translation>NCCL 只使用了一个 RDMA 设备：端口的一个孪生口处于空闲，因此链路最高只有约 100 Gb/s，而不是约 190。</translation>
    </message>
    <message>
        <source>List both twins in NCCL_IB_HCA, e.g. rocep1s0f1,roceP2p1s0f1.</source>
        <translation>请在 NCCL_IB_HCA 中列出两个孪生口，例如 rocep1s0f1,roceP2p1s0f1。</translation>
    </message>
    <message>
        <source>all_gather bus bandwidth between the two Sparks stays under %1 GB/s at large messages.</source>
        <translation>在大消息时，两台 Spark 之间的 all_gather 总线带宽仍低于 %1 GB/s。</translation>
    </message>
    <message>
        <source>Use both twins (NCCL_IB_HCA), MTU 9000 on every CX-7 netdev, the resolved RoCE v2 GID index, and the dmabuf GPUDirect mode where supported.</source>
        <translation>请使用两个孪生口（NCCL_IB_HCA）、每个 CX-7 netdev 上的 MTU 9000、解析得到的 RoCE v2 GID 索引，并在支持时使用 dmabuf GPUDirect 模式。</translation>
    </message>
    <message>
        <source>mpirun could not start the test on a host: the nccl-tests binary is missing there or not executable.</source>
        <translation>mpirun 无法在某台主机上启动测试：该主机上缺少 nccl-tests 程序或其不可执行。</translation>
    </message>
    <message>
        <source>Build nccl-tests with MPI=1 at the same path on every host (e.g. ~/nccl-tests/build), or give its full path with --test.</source>
        <translation>在每台主机的相同路径下用 MPI=1 构建 nccl-tests（例如 ~/nccl-tests/build），或用 --test 指定其完整路径。</translation>
    </message>
    <message>
        <source>mpirun could not start the test on a host: ssh does not know that host&apos;s key and refused to connect.</source>
        <translation>mpirun 无法在某台主机上启动测试：ssh 不认识该主机的密钥，拒绝连接。</translation>
    </message>
    <message>
        <source>Connect once by hand (`ssh &lt;host&gt; true`) and accept the key, or run `sparkwirectl ssh-setup` for the paired peer.</source>
        <translation>先手动连接一次（`ssh &lt;host&gt; true`）并接受密钥，或为已配对的对端运行 `sparkwirectl ssh-setup`。</translation>
    </message>
    <message>
        <source>mpirun could not start the test on a host: ssh to it was refused.</source>
        <translation>mpirun 无法在某台主机上启动测试：到该主机的 ssh 连接被拒绝。</translation>
    </message>
    <message>
        <source>Make sure sshd runs on every host and that this user logs in without a password (`sparkwirectl ssh-setup`); test with `ssh &lt;host&gt; true`.</source>
        <translation>确保每台主机上都运行着 sshd，且该用户无需密码即可登录（`sparkwirectl ssh-setup`）；用 `ssh &lt;host&gt; true` 测试。</translation>
    </message>
    <message>
        <source>mpirun could not place every rank: the hosts offer fewer slots than ranks were asked for.</source>
        <translation>mpirun 无法安置所有 rank：这些主机提供的槽位少于所请求的 rank 数。</translation>
    </message>
    <message>
        <source>Name each host once in --hosts (one rank a host), or check that the names resolve to different machines.</source>
        <translation>在 --hosts 中每台主机只列一次（每台主机一个 rank），或检查这些名称是否解析到不同的机器。</translation>
    </message>
    <message>
        <source>Every process ran its own one-rank test: the nccl-tests binary was built without MPI, so the ranks never met.</source>
        <translation>每个进程各自运行了单 rank 的测试：nccl-tests 程序在构建时未启用 MPI，因此各 rank 从未会合。</translation>
    </message>
    <message>
        <source>%1 separate test headers, each with rank 0</source>
        <translation>%1 个独立的测试标题，每个的 rank 都是 0</translation>
    </message>
    <message>
        <source>Rebuild nccl-tests with `make MPI=1 MPI_HOME=&lt;dir&gt;` on every host.</source>
        <translation>在每台主机上用 `make MPI=1 MPI_HOME=&lt;dir&gt;` 重新构建 nccl-tests。</translation>
    </message>
    <message>
        <source>The run was cancelled.</source>
        <translation>运行已取消。</translation>
    </message>
    <message numerus="yes">
        <source>stopped by the person after %n size(s)</source>
        <translation>
            <numerusform>用户在 %n 个大小之后停止了运行</numerusform>
        </translation>
    </message>
    <message>
        <source>Nothing to fix; run it again to get a whole result.</source>
        <translation>无需修复；再次运行即可获得完整结果。</translation>
    </message>
    <message>
        <source>NCCL found no interface to bootstrap over: NCCL_SOCKET_IFNAME=%1, and there is no netdev %1 on this host.</source>
        <translation>NCCL 找不到可用于引导的接口：NCCL_SOCKET_IFNAME=%1，而此主机上没有 netdev %1。</translation>
    </message>
    <message>
        <source>NCCL found no interface to bootstrap over: NCCL_SOCKET_IFNAME=%1, and %1 is down on this host.</source>
        <translation>NCCL 找不到可用于引导的接口：NCCL_SOCKET_IFNAME=%1，而 %1 在此主机上未启用。</translation>
    </message>
    <message>
        <source>NCCL found no interface to bootstrap over: NCCL_SOCKET_IFNAME=%1 matches no interface that is up with an address on the host that failed.</source>
        <translation>NCCL 找不到可用于引导的接口：在失败的主机上，NCCL_SOCKET_IFNAME=%1 没有匹配到任何已启用且有地址的接口。</translation>
    </message>
    <message>
        <source>Set NCCL_SOCKET_IFNAME to a netdev that is up with an IPv4 address on every node (the fabric netdev Sparkwire configured, e.g. enp1s0f1np1, or the management port: bootstrap over it is fine): `sparkwirectl nccl env`.</source>
        <translation>将 NCCL_SOCKET_IFNAME 设置为在每个节点上都已启用且有 IPv4 地址的 netdev（Sparkwire 配置的互连 netdev，例如 enp1s0f1np1，或管理端口：通过管理端口引导也可以）：`sparkwirectl nccl env`。</translation>
    </message>
    <message>
        <source>The hosts run different NCCL versions; NCCL refuses to connect them.</source>
        <translation>这些主机运行的 NCCL 版本不同；NCCL 拒绝连接它们。</translation>
    </message>
    <message>
        <source>Install the same NCCL on every host (`dpkg -l libnccl2`), or run the same container image everywhere.</source>
        <translation>在每台主机上安装相同的 NCCL（`dpkg -l libnccl2`），或在所有地方运行相同的容器镜像。</translation>
    </message>
    <message>
        <source>while allocating the buffers for the largest size</source>
        <translation>（在为最大的大小分配缓冲区时）</translation>
    </message>
    <message>
        <source>after %1 bytes, the last size that completed</source>
        <translation>（在 %1 字节之后，即最后完成的大小）</translation>
    </message>
    <message>
        <source>The GPU ran out of memory %1.</source>
        <translation>GPU 内存不足%1。</translation>
    </message>
    <message>
        <source>Use a smaller --max (well under the memory the GPU has free; on a Spark, unified memory is shared with the CPU).</source>
        <translation>使用更小的 --max（远低于 GPU 的可用内存；在 Spark 上，统一内存与 CPU 共享）。</translation>
    </message>
    <message>
        <source>NCCL warned during the run; its words are quoted as evidence.</source>
        <translation>NCCL 在运行期间发出了警告；其原文作为依据被引用。</translation>
    </message>
    <message>
        <source>Run again with NCCL_DEBUG=INFO; the lines before each warning say what NCCL was doing.</source>
        <translation>用 NCCL_DEBUG=INFO 再次运行；每条警告之前的行说明了 NCCL 当时在做什么。</translation>
    </message>
    <message>
        <source>Read the last lines above; run again with NCCL_DEBUG=INFO for the transport and interface NCCL chose.</source>
        <translation>阅读上面的最后几行；用 NCCL_DEBUG=INFO 再次运行，可查看 NCCL 选择的传输方式和接口。</translation>
    </message>
    <message>
        <source>The test exited with status %1.</source>
        <translation>测试以状态 %1 退出。</translation>
    </message>
    <message>
        <source>no output</source>
        <translation>无输出</translation>
    </message>
    <message>
        <source>Read the last lines above and the full output in the run&apos;s history folder.</source>
        <translation>阅读上面的最后几行，以及该次运行历史文件夹中的完整输出。</translation>
    </message>
    <message>
        <source>The test ended before its first message size.</source>
        <translation>测试在第一个消息大小之前就结束了。</translation>
    </message>
    <message>
        <source>Read the full output in the run&apos;s history folder.</source>
        <translation>阅读该次运行历史文件夹中的完整输出。</translation>
    </message>
    <message>
        <source>mpirun could not start: the netdev named for its out-of-band channel (oob_tcp_if_include, set from NCCL_SOCKET_IFNAME) does not exist on a host.</source>
        <translation>mpirun 无法启动：为其带外通道指定的网络设备（oob_tcp_if_include，取自 NCCL_SOCKET_IFNAME）在某台主机上不存在。</translation>
    </message>
    <message>
        <source>mpirun could not start: the netdev named for its out-of-band channel (oob_tcp_if_include, set from NCCL_SOCKET_IFNAME) is %1, and a host has no netdev of that name.</source>
        <translation>mpirun 无法启动：为其带外通道指定的网络设备（oob_tcp_if_include，取自 NCCL_SOCKET_IFNAME）是 %1，而某台主机上没有该名称的网络设备。</translation>
    </message>
    <message>
        <source>Apply the plan on every host first (the fabric netdev must exist and be up), or set NCCL_SOCKET_IFNAME to a netdev that is up on every host; `sparkwirectl nccl env` prints the one this Spark uses.</source>
        <translation>先在每台主机上应用计划（互连网络设备必须存在且已启用），或将 NCCL_SOCKET_IFNAME 设为在每台主机上都已启用的网络设备；`sparkwirectl nccl env` 会输出本 Spark 使用的那个。</translation>
    </message>
    <message>
        <source>Two ranks landed on the same GPU; NCCL refuses that (one GPU per rank).</source>
        <translation>两个 rank 落在同一块 GPU 上；NCCL 拒绝这样做（每个 rank 一块 GPU）。</translation>
    </message>
    <message>
        <source>Run one rank per GPU: on Sparks one rank per node (one host per Spark in --hosts, --gpus 1), and do not set CUDA_VISIBLE_DEVICES or NCCL_TESTS_DEVICE to the same GPU for every rank.</source>
        <translation>每块 GPU 运行一个 rank：在 Spark 上每个节点一个 rank（--hosts 中每台 Spark 一个主机，--gpus 1），不要把每个 rank 的 CUDA_VISIBLE_DEVICES 或 NCCL_TESTS_DEVICE 设为同一块 GPU。</translation>
    </message>
</context>
<context>
    <name>NetlinkHostNetworkSource</name>
    <message>
        <source>cannot ask the kernel over netlink</source>
        <translation>无法通过 netlink 查询内核</translation>
    </message>
    <message>
        <source>cannot read the kernel&apos;s netlink answer</source>
        <translation>无法读取内核的 netlink 回复</translation>
    </message>
    <message>
        <source>a netlink answer did not fit in %1 bytes</source>
        <translation>netlink 回复超出了 %1 字节</translation>
    </message>
    <message>
        <source>the kernel refused a netlink dump</source>
        <translation>内核拒绝了 netlink 转储</translation>
    </message>
    <message>
        <source>cannot open a netlink socket</source>
        <translation>无法打开 netlink 套接字</translation>
    </message>
    <message>
        <source>the host&apos;s addresses and routes kept changing while being read</source>
        <translation>读取期间主机的地址和路由一直在变化</translation>
    </message>
    <message>
        <source>the kernel refused a route lookup</source>
        <translation>内核拒绝了路由查询</translation>
    </message>
</context>
<context>
    <name>NetplanHierarchy</name>
    <message>
        <source>cannot be read: %1</source>
        <translation>无法读取：%1</translation>
    </message>
    <message>
        <source>line %1: %2</source>
        <translation>第 %1 行：%2</translation>
    </message>
</context>
<context>
    <name>NetplanMigration</name>
    <message>
        <source>%1 was left as it is: %2</source>
        <translation>%1 保持原样：%2</translation>
    </message>
    <message>
        <source>%1 has no ethernets section to move from</source>
        <translation>%1 没有可供移出的 ethernets 部分</translation>
    </message>
    <message>
        <source>%1 could not be written again: %2</source>
        <translation>无法重新写入 %1：%2</translation>
    </message>
    <message>
        <source># Sparkwire moved %1 from this file into 40-cx7.yaml, with your consent.
# The original is kept in /var/lib/sparkwire/migrated/%2.
</source>
        <translation># 经您同意，Sparkwire 已将 %1 从此文件移至 40-cx7.yaml。
# 原文件保存在 /var/lib/sparkwire/migrated/%2。
</translation>
    </message>
    <message>
        <source>%1 does not parse (line %2): %3</source>
        <translation>无法解析 %1（第 %2 行）：%3</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1（%2）</translation>
    </message>
    <message>
        <source>Cannot create %1.</source>
        <translation>无法创建 %1。</translation>
    </message>
    <message>
        <source>No scratch space to check the files: %1</source>
        <translation>没有用于检查文件的临时空间：%1</translation>
    </message>
    <message>
        <source>No scratch space to check the files.</source>
        <translation>没有用于检查文件的临时空间。</translation>
    </message>
    <message>
        <source>netplan would refuse the files after the move; nothing was changed.</source>
        <translation>移动后 netplan 会拒绝这些文件；未做任何更改。</translation>
    </message>
</context>
<context>
    <name>NetplanPolicy</name>
    <message>
        <source>line %1: </source>
        <translation>第 %1 行：</translation>
    </message>
    <message>
        <source>YAML aliases (*name) are not allowed</source>
        <translation>不允许使用 YAML 别名（*name）</translation>
    </message>
    <message>
        <source>YAML anchors (&amp;name) are not allowed</source>
        <translation>不允许使用 YAML 锚点（&amp;name）</translation>
    </message>
    <message>
        <source>YAML tags (%1) are not allowed</source>
        <translation>不允许使用 YAML 标签（%1）</translation>
    </message>
    <message>
        <source>nesting deeper than %1 levels</source>
        <translation>嵌套超过 %1 层</translation>
    </message>
    <message>
        <source>complex mapping keys are not allowed</source>
        <translation>不允许使用复杂映射键</translation>
    </message>
    <message>
        <source>duplicate key &apos;%1&apos;</source>
        <translation>重复的键“%1”</translation>
    </message>
    <message>
        <source>only version 2 is supported</source>
        <translation>仅支持 version 2</translation>
    </message>
    <message>
        <source>must map CX-7 netdevs to their settings</source>
        <translation>必须将 CX-7 netdev 映射到其设置</translation>
    </message>
    <message>
        <source>renderer changes are not allowed; the system&apos;s renderer stays in charge</source>
        <translation>不允许更改 renderer；系统的 renderer 保持不变</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not allowed; Sparkwire&apos;s file configures only ethernets</source>
        <translation>不允许使用“%1”；Sparkwire 的文件只配置 ethernets</translation>
    </message>
    <message>
        <source>network.ethernets is missing</source>
        <translation>缺少 network.ethernets</translation>
    </message>
    <message>
        <source>network.ethernets.%1: &apos;%1&apos; is not a ConnectX-7 port of this host (allowed: %2)</source>
        <translation>network.ethernets.%1：“%1”不是本机的 ConnectX-7 端口（允许：%2）</translation>
    </message>
    <message>
        <source>none</source>
        <translation>无</translation>
    </message>
    <message>
        <source>must be a mapping of settings</source>
        <translation>必须是设置的映射</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not allowed here (allowed: %2)</source>
        <translation>此处不允许使用“%1”（允许：%2）</translation>
    </message>
    <message>
        <source>dhcp4: true would take routes and DNS servers from a DHCP server on the CX-7 link; add dhcp4-overrides: {use-routes: false, use-dns: false}</source>
        <translation>dhcp4: true 会从 CX-7 链路上的 DHCP 服务器获取路由和 DNS 服务器；请添加 dhcp4-overrides: {use-routes: false, use-dns: false}</translation>
    </message>
    <message>
        <source>dhcp6: true would take routes and DNS servers from a DHCP server on the CX-7 link; add dhcp6-overrides: {use-routes: false, use-dns: false}</source>
        <translation>dhcp6: true 会从 CX-7 链路上的 DHCP 服务器获取路由和 DNS 服务器；请添加 dhcp6-overrides: {use-routes: false, use-dns: false}</translation>
    </message>
    <message>
        <source>dhcp6: true also needs accept-ra: false (IPv6 routes come from router advertisements, which dhcp6-overrides cannot stop)</source>
        <translation>dhcp6: true 还需要 accept-ra: false（IPv6 路由来自路由器通告，dhcp6-overrides 无法阻止）</translation>
    </message>
    <message>
        <source>accept-ra: true would take routes and DNS servers from router advertisements on the CX-7 link, and this netplan has no ra-overrides to stop that; use accept-ra: false</source>
        <translation>accept-ra: true 会从 CX-7 链路上的路由器通告获取路由和 DNS 服务器，而此 netplan 没有可阻止它的 ra-overrides；请使用 accept-ra: false</translation>
    </message>
    <message>
        <source>must be true or false</source>
        <translation>必须是 true 或 false</translation>
    </message>
    <message>
        <source>must be a mapping: {use-routes: false, use-dns: false}</source>
        <translation>必须是映射：{use-routes: false, use-dns: false}</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not allowed here (allowed: use-routes, use-dns)</source>
        <translation>此处不允许使用“%1”（允许：use-routes、use-dns）</translation>
    </message>
    <message>
        <source>must be false: Sparkwire takes neither routes nor DNS servers from the CX-7 link</source>
        <translation>必须为 false：Sparkwire 既不从 CX-7 链路获取路由，也不获取 DNS 服务器</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not an MTU from %2 to %3</source>
        <translation>“%1”不是 %2 到 %3 之间的 MTU</translation>
    </message>
    <message>
        <source>must be a list, e.g. [] or [ipv4]</source>
        <translation>必须是列表，例如 [] 或 [ipv4]</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not ipv4 or ipv6</source>
        <translation>“%1”不是 ipv4 或 ipv6</translation>
    </message>
    <message>
        <source>must be a list of at most 8 addresses</source>
        <translation>必须是最多 8 个地址的列表</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not an IPv4 address with prefix, like 192.168.177.1/24</source>
        <translation>“%1”不是带前缀的 IPv4 地址，例如 192.168.177.1/24</translation>
    </message>
    <message>
        <source>write &apos;%1&apos; as %2</source>
        <translation>请将“%1”写作 %2</translation>
    </message>
    <message>
        <source>%1: the prefix must be /%2 to /%3</source>
        <translation>%1：前缀必须在 /%2 到 /%3 之间</translation>
    </message>
    <message>
        <source>%1 is the network or broadcast address of its subnet</source>
        <translation>%1 是其子网的网络地址或广播地址</translation>
    </message>
    <message>
        <source>%1 is link-local (169.254.0.0/16), which is allowed only with link-local: [ipv4]</source>
        <translation>%1 是链路本地地址（169.254.0.0/16），只有在 link-local: [ipv4] 时才允许</translation>
    </message>
    <message>
        <source>%1 is not in a private range (10.0.0.0/8, 172.16.0.0/12 or 192.168.0.0/16)</source>
        <translation>%1 不在私有地址范围内（10.0.0.0/8、172.16.0.0/12 或 192.168.0.0/16）</translation>
    </message>
    <message>
        <source>%1 overlaps what this host already uses outside its CX-7 ports: %2; choose another subnet</source>
        <translation>%1 与本机在 CX-7 端口之外已使用的地址重叠：%2；请选择其他子网</translation>
    </message>
    <message>
        <source>%1 through %2</source>
        <translation>%1（经由 %2）</translation>
    </message>
    <message>
        <source>%1 contains what this host reaches outside its CX-7 ports now: %2; on the CX-7 link that traffic would go to whoever answers there; choose another subnet (e.g. sparkwirectl cluster apply --subnet)</source>
        <translation>%1 包含本机当前在 CX-7 端口之外访问的目标：%2；在 CX-7 链路上，这些流量将发往在那里应答的任何主机；请选择其他子网（例如 sparkwirectl cluster apply --subnet）</translation>
    </message>
</context>
<context>
    <name>NetplanValidator</name>
    <message>
        <source>cannot create %1</source>
        <translation>无法创建 %1</translation>
    </message>
    <message>
        <source>cannot create a temporary directory: %1</source>
        <translation>无法创建临时目录：%1</translation>
    </message>
    <message>
        <source>%1 cannot be read for validation: %2</source>
        <translation>无法读取 %1 以进行验证：%2</translation>
    </message>
    <message>
        <source>%1 cannot be copied for validation</source>
        <translation>无法复制 %1 以进行验证</translation>
    </message>
    <message>
        <source>cannot write the candidate for validation</source>
        <translation>无法写入待验证的候选文件</translation>
    </message>
    <message>
        <source>cannot run %1: %2 (install netplan.io)</source>
        <translation>无法运行 %1：%2（请安装 netplan.io）</translation>
    </message>
    <message>
        <source>netplan generate did not finish within 60 s</source>
        <translation>netplan generate 未在 60 秒内完成</translation>
    </message>
    <message>
        <source>netplan generate failed: %1</source>
        <translation>netplan generate 失败：%1</translation>
    </message>
</context>
<context>
    <name>NodeContext</name>
    <message>
        <source>Peer discovery is off: %1</source>
        <translation>对端发现已关闭：%1</translation>
    </message>
</context>
<context>
    <name>NodeContextFactory</name>
    <message>
        <source>no inventory to start the node on</source>
        <translation>没有可用于启动节点的清单</translation>
    </message>
</context>
<context>
    <name>NodeIdentity</name>
    <message>
        <source>this node&apos;s private key is in the keyring, which cannot be read now (%1)</source>
        <translation>本节点的私钥位于密钥环中，但目前无法读取（%1）</translation>
    </message>
    <message>
        <source>private key in the desktop keyring</source>
        <translation>私钥位于桌面密钥环中</translation>
    </message>
    <message>
        <source>private key in %1 (mode 0600: no keyring answered)</source>
        <translation>私钥位于 %1（模式 0600：没有密钥环响应）</translation>
    </message>
    <message>
        <source>%1 is damaged (no matching key and certificate); move it away to make a new identity (peers will have to pair again)</source>
        <translation>%1 已损坏（密钥与证书不匹配）；请将其移走以生成新身份（对端需要重新配对）</translation>
    </message>
    <message>
        <source>cannot generate a key pair (OpenSSL)</source>
        <translation>无法生成密钥对（OpenSSL）</translation>
    </message>
    <message>
        <source>cannot sign the node certificate (OpenSSL)</source>
        <translation>无法签署节点证书（OpenSSL）</translation>
    </message>
    <message>
        <source>cannot create %1</source>
        <translation>无法创建 %1</translation>
    </message>
    <message>
        <source>no keyring</source>
        <translation>无密钥环</translation>
    </message>
</context>
<context>
    <name>NodeNumbering</name>
    <message>
        <source>%1 has node number %2; choose one from 1 to %3</source>
        <translation>%1 的节点编号为 %2；请从 1 到 %3 中选择一个</translation>
    </message>
    <message>
        <source>%1 and %2 both have node number %3; give each member its own</source>
        <translation>%1 和 %2 的节点编号都是 %3；请为每个成员分配各自的编号</translation>
    </message>
</context>
<context>
    <name>NodeWindowParts</name>
    <message>
        <source>this Spark keeps no cluster record: set the cluster up first</source>
        <translation>此 Spark 没有集群记录：请先设置集群</translation>
    </message>
    <message>
        <source>no paired Spark is heard on a CX-7 cable yet: cable one, start Sparkwire on it and pair it on Find peers</source>
        <translation>CX-7 线缆上尚未发现已配对的 Spark：连接一台，在其上启动 Sparkwire，并在“查找对端”中配对</translation>
    </message>
</context>
<context>
    <name>OtherToolAdoption</name>
    <message>
        <source>netplan&apos;s reading of %1 cannot be used: %2</source>
        <translation>netplan 对 %1 的读取结果无法使用：%2</translation>
    </message>
    <message>
        <source>its ethernets are not a map</source>
        <translation>其 ethernets 不是映射</translation>
    </message>
    <message>
        <source>%1 configures more than %2 netdevs</source>
        <translation>%1 配置了超过 %2 个网络设备</translation>
    </message>
    <message>
        <source>an ethernet entry is not a map</source>
        <translation>某个 ethernets 条目不是映射</translation>
    </message>
    <message>
        <source>%1 gives %2 more than %3 addresses</source>
        <translation>%1 给 %2 设置了超过 %3 个地址</translation>
    </message>
    <message>
        <source>an address of %1 is neither text nor a map</source>
        <translation>%1 的某个地址既不是文本也不是映射</translation>
    </message>
    <message>
        <source>the MTU of %1 is not a number</source>
        <translation>%1 的 MTU 不是数字</translation>
    </message>
    <message>
        <source>%1 does not exist</source>
        <translation>%1 不存在</translation>
    </message>
    <message>
        <source>%1 is not a regular file</source>
        <translation>%1 不是普通文件</translation>
    </message>
    <message>
        <source>cannot read %1: %2 (netplan files are often root&apos;s only: run as root, or copy it somewhere readable)</source>
        <translation>无法读取 %1：%2（netplan 文件常常只有 root 可读：请以 root 运行，或将其复制到可读的位置）</translation>
    </message>
    <message>
        <source>%1 is larger than %2 KiB; a CX-7 netplan file is a few lines</source>
        <translation>%1 大于 %2 KiB；CX-7 的 netplan 文件只有几行</translation>
    </message>
    <message>
        <source>%1 is not UTF-8 text</source>
        <translation>%1 不是 UTF-8 文本</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1：%2</translation>
    </message>
    <message>
        <source>no scratch space to read %1: %2</source>
        <translation>没有读取 %1 的临时空间：%2</translation>
    </message>
    <message>
        <source>cannot copy %1 for netplan to read</source>
        <translation>无法复制 %1 供 netplan 读取</translation>
    </message>
    <message>
        <source>cannot run %1: %2 (install netplan.io)</source>
        <translation>无法运行 %1：%2（请安装 netplan.io）</translation>
    </message>
    <message>
        <source>netplan did not read %1 within %2 s</source>
        <translation>netplan 未能在 %2 秒内读取 %1</translation>
    </message>
    <message>
        <source>netplan refuses %1: line %2, column %3: %4</source>
        <translation>netplan 拒绝 %1：第 %2 行，第 %3 列：%4</translation>
    </message>
    <message>
        <source>netplan refuses %1</source>
        <translation>netplan 拒绝 %1</translation>
    </message>
    <message>
        <source>netplan&apos;s reading of %1 is too long</source>
        <translation>netplan 对 %1 的读取结果过长</translation>
    </message>
    <message>
        <source>the file&apos;s host parts are no node numbers of a %1-node plan: say which node this Spark is</source>
        <translation>该文件的主机部分不是 %1 节点方案中的节点编号：请指明这台 Spark 是哪个节点</translation>
    </message>
    <message>
        <source>no address of the file fits a plan of this cabling (a private IPv4 address on one of this node&apos;s cabled CX-7 netdevs, its host part a node number)</source>
        <translation>该文件中没有地址适合此布线的方案（需要是本节点已接线 CX-7 网络设备上的私有 IPv4 地址，主机部分为节点编号）</translation>
    </message>
    <message>
        <source>the plan with the file&apos;s addresses is refused: %1</source>
        <translation>采用该文件地址的方案被拒绝：%1</translation>
    </message>
    <message>
        <source>not an IPv4 address: Sparkwire plans IPv4 addresses only</source>
        <translation>不是 IPv4 地址：Sparkwire 只规划 IPv4 地址</translation>
    </message>
    <message>
        <source>%1 is not one of node %2&apos;s cabled CX-7 netdevs in this plan</source>
        <translation>在此方案中，%1 不是节点 %2 已接线的 CX-7 网络设备</translation>
    </message>
    <message>
        <source>a second address on %1: the plan gives each netdev one (%2)</source>
        <translation>%1 上的第二个地址：方案给每个网络设备一个地址（%2）</translation>
    </message>
    <message>
        <source>its subnet is kept, but its host part is %1 and Sparkwire numbers hosts by node (this is node %2): the plan gives %3</source>
        <translation>其子网保留，但主机部分为 %1，而 Sparkwire 按节点为主机编号（这是节点 %2）：方案给出 %3</translation>
    </message>
    <message>
        <source>its subnet is not the one this twin gets with the others (one subnet per cable-twin, in order from %1): the plan gives %2</source>
        <translation>其子网不是此孪生口与其他孪生口一起得到的子网（每个线缆孪生口一个子网，从 %1 依次排列）：方案给出 %2</translation>
    </message>
    <message>
        <source>the file sets different MTUs on this node&apos;s netdevs; the plan gives every CX-7 netdev one: %1</source>
        <translation>该文件为本节点的网络设备设置了不同的 MTU；方案给每个 CX-7 网络设备同一个值：%1</translation>
    </message>
    <message>
        <source>the file&apos;s MTU %1 is outside %2..%3; the plan keeps %4</source>
        <translation>该文件的 MTU %1 超出 %2..%3；方案保持 %4</translation>
    </message>
</context>
<context>
    <name>OtherToolFiles</name>
    <message>
        <source>NVIDIA Sync (Cluster Assistant)</source>
        <translation>NVIDIA Sync（Cluster Assistant）</translation>
    </message>
    <message>
        <source>NVIDIA&apos;s Connect Two Sparks playbook (by hand)</source>
        <translation>NVIDIA 的 Connect Two Sparks playbook（手动）</translation>
    </message>
    <message>
        <source>spark-vllm-docker</source>
        <translation>spark-vllm-docker</translation>
    </message>
    <message>
        <source>sparkrun (sparkrun setup cx7)</source>
        <translation>sparkrun（sparkrun setup cx7）</translation>
    </message>
    <message>
        <source>cannot create the folder that keeps the files</source>
        <translation>无法创建保存这些文件的文件夹</translation>
    </message>
    <message>
        <source>%1 is already kept from an earlier move: restore it first</source>
        <translation>%1 已在之前的移动中保存：请先恢复它</translation>
    </message>
    <message>
        <source>cannot move %1 aside</source>
        <translation>无法将 %1 移到一旁</translation>
    </message>
    <message>
        <source>cannot restore %1</source>
        <translation>无法恢复 %1</translation>
    </message>
</context>
<context>
    <name>OtherToolOffer</name>
    <message>
        <source>Netplan no longer reads it; it is kept in /var/lib/sparkwire/other-tools and `sparkwirectl netplan other-tools --restore` puts it back.</source>
        <translation>netplan 不再读取它；它保存在 /var/lib/sparkwire/other-tools 中，`sparkwirectl netplan other-tools --restore` 可将其放回。</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>/%1 (%2): cannot be read here</source>
        <translation>/%1（%2）：此处无法读取</translation>
    </message>
    <message>
        <source>/%1 (%2): no addresses</source>
        <translation>/%1（%2）：没有地址</translation>
    </message>
    <message>
        <source>/%1 (%2): %3</source>
        <translation>/%1（%2）：%3</translation>
    </message>
    <message>
        <source>Another tool&apos;s netplan file configures this Spark&apos;s CX-7 ports; netplan reads it besides Sparkwire&apos;s:</source>
        <translation>另一个工具的 netplan 文件配置了这台 Spark 的 CX-7 端口；netplan 会在 Sparkwire 的文件之外同时读取它：</translation>
    </message>
    <message>
        <source>Use the &amp;addresses from %1 (%2)</source>
        <translation>使用 %1（%2）中的地址(&amp;A)</translation>
    </message>
    <message>
        <source>Move it as&amp;ide</source>
        <translation>移到一旁(&amp;I)</translation>
    </message>
    <message>
        <source>Move them as&amp;ide</source>
        <translation>全部移到一旁(&amp;I)</translation>
    </message>
    <message>
        <source>Reading %1 with netplan…</source>
        <translation>正在用 netplan 读取 %1…</translation>
    </message>
    <message>
        <source>The plan needs every member&apos;s state first: read them again.</source>
        <translation>方案需要先获得每个成员的状态：请重新读取。</translation>
    </message>
    <message>
        <source>The addresses of %1 cannot be used: %2</source>
        <translation>无法使用 %1 中的地址：%2</translation>
    </message>
    <message>
        <source>Using the addresses of %1: first subnet %2, MTU %3, this Spark is node %4.</source>
        <translation>正在使用 %1 中的地址：第一个子网 %2，MTU %3，这台 Spark 是节点 %4。</translation>
    </message>
    <message>
        <source>Not kept: %1 on %2: %3</source>
        <translation>未保留：%2 上的 %1：%3</translation>
    </message>
    <message>
        <source>Moving the files aside…</source>
        <translation>正在将文件移到一旁…</translation>
    </message>
    <message>
        <source>Nothing was moved: %1</source>
        <translation>未移动任何内容：%1</translation>
    </message>
    <message>
        <source>Moved aside (kept in /var/lib/sparkwire/other-tools; `sparkwirectl netplan other-tools --restore` puts them back):
%1</source>
        <translation>已移到一旁（保存在 /var/lib/sparkwire/other-tools；`sparkwirectl netplan other-tools --restore` 可将其放回）：
%1</translation>
    </message>
</context>
<context>
    <name>PairedPeers</name>
    <message>
        <source>&apos;%1&apos; is not a hostname that can be paired</source>
        <translation>“%1”不是可配对的主机名</translation>
    </message>
    <message>
        <source>another Spark (key %1…) is already paired as %2; if it was reinstalled, unpair it first: sparkwirectl unpair %2</source>
        <translation>另一台 Spark（密钥 %1…）已作为 %2 配对；如果它已重新安装，请先取消配对：sparkwirectl unpair %2</translation>
    </message>
    <message>
        <source>cannot create %1 with mode 0700</source>
        <translation>无法以模式 0700 创建 %1</translation>
    </message>
</context>
<context>
    <name>PairingDialog</name>
    <message>
        <source>&amp;Yes, the same</source>
        <translation>是，相同(&amp;Y)</translation>
    </message>
    <message>
        <source>&amp;No, different</source>
        <translation>否，不同(&amp;N)</translation>
    </message>
    <message>
        <source>&amp;Close</source>
        <translation>关闭(&amp;C)</translation>
    </message>
    <message>
        <source>Pair with %1</source>
        <translation>与 %1 配对</translation>
    </message>
    <message>
        <source>Waiting for the other Spark&apos;s person…</source>
        <translation>正在等待另一台 Spark 的使用者…</translation>
    </message>
    <message>
        <source>Not paired: the codes differ. Someone may be between the two Sparks; check the cabling and try again.</source>
        <translation>未配对：代码不同。可能有人位于两台 Spark 之间；请检查布线后重试。</translation>
    </message>
    <message>
        <source>Does %1 show the same code?</source>
        <translation>%1 显示的代码是否相同？</translation>
    </message>
    <message>
        <source>Paired with %1. It can now be asked for its inventory and an SSH key.</source>
        <translation>已与 %1 配对。现在可以向它请求其清单和 SSH 密钥。</translation>
    </message>
    <message>
        <source>Not paired: %1</source>
        <translation>未配对：%1</translation>
    </message>
    <message>
        <source>Connecting to %1…</source>
        <translation>正在连接到 %1…</translation>
    </message>
    <message>
        <source>Its key: %1</source>
        <translation>其密钥：%1</translation>
    </message>
</context>
<context>
    <name>PeerMessage</name>
    <message>
        <source>bad CBOR: %1</source>
        <translation>CBOR 错误：%1</translation>
    </message>
    <message>
        <source>not a single CBOR map</source>
        <translation>不是单个 CBOR 映射</translation>
    </message>
    <message>
        <source>unknown message type</source>
        <translation>未知的消息类型</translation>
    </message>
    <message>
        <source>unexpected or repeated field in %1</source>
        <translation>%1 中有意外或重复的字段</translation>
    </message>
    <message>
        <source>unsupported protocol version</source>
        <translation>不支持的协议版本</translation>
    </message>
    <message>
        <source>bad hello</source>
        <translation>无效的 hello</translation>
    </message>
    <message>
        <source>%1 needs 32 bytes</source>
        <translation>%1 需要 32 字节</translation>
    </message>
    <message>
        <source>pair-confirm needs ok</source>
        <translation>pair-confirm 需要 ok</translation>
    </message>
    <message>
        <source>bad request</source>
        <translation>无效的请求</translation>
    </message>
    <message>
        <source>bad response</source>
        <translation>无效的响应</translation>
    </message>
    <message>
        <source>bad request: unknown kind</source>
        <translation>无效的请求：未知类型</translation>
    </message>
</context>
<context>
    <name>PeerRequestPrompt</name>
    <message>
        <source>Pairing request</source>
        <translation>配对请求</translation>
    </message>
    <message>
        <source>SSH key from %1</source>
        <translation>来自 %1 的 SSH 密钥</translation>
    </message>
    <message>
        <source>Plan from %1</source>
        <translation>来自 %1 的方案</translation>
    </message>
    <message>
        <source>Nothing is applied now: the plan is kept for you to review and apply with the helper&apos;s confirm-or-revert.</source>
        <translation>现在不会应用任何内容：方案会保留下来，供您审阅，并通过辅助程序的确认或还原机制应用。</translation>
    </message>
    <message>
        <source>Paired with %1</source>
        <translation>已与 %1 配对</translation>
    </message>
    <message>
        <source>No: this Spark&apos;s person is asked about each of %1&apos;s plans. Its key:
%2</source>
        <translation>否：%1 的每个方案都会询问本 Spark 的使用者。其密钥：
%2</translation>
    </message>
    <message>
        <source>Network plan from %1</source>
        <translation>来自 %1 的网络方案</translation>
    </message>
    <message>
        <source>Yes applies it now; this Spark&apos;s helper puts the previous file back on its own unless it is confirmed.</source>
        <translation>“是”会立即应用它；除非得到确认，本 Spark 的辅助程序会自行恢复之前的文件。</translation>
    </message>
    <message>
        <source>&amp;Yes</source>
        <translation>是(&amp;Y)</translation>
    </message>
    <message>
        <source>&amp;No</source>
        <translation>否(&amp;N)</translation>
    </message>
    <message>
        <source>Log in to %1 without a password</source>
        <translation>免密码登录到 %1</translation>
    </message>
    <message>
        <source>%1&apos;s host key, pinned in ~/.ssh/known_hosts:
%2</source>
        <translation>%1 的主机密钥，已固定在 ~/.ssh/known_hosts 中：
%2</translation>
    </message>
    <message>
        <source>A Spark that calls itself %1 wants to pair with this Spark.</source>
        <translation>一台自称 %1 的 Spark 想与此 Spark 配对。</translation>
    </message>
    <message>
        <source>Say yes only if the Spark you are pairing with shows exactly these six digits. %1</source>
        <translation>仅当您要配对的 Spark 显示完全相同的这六位数字时才选择“是”。%1</translation>
    </message>
</context>
<context>
    <name>PendingChangeBanner</name>
    <message>
        <source>&amp;Keep</source>
        <translation>保留(&amp;K)</translation>
    </message>
    <message>
        <source>Re&amp;vert</source>
        <translation>还原(&amp;V)</translation>
    </message>
    <message>
        <source>Pending change</source>
        <translation>待定的更改</translation>
    </message>
    <message>
        <source>Keep the new files on every Spark (possible once every check passed).</source>
        <translation>在每台 Spark 上保留新文件（所有检查通过后可用）。</translation>
    </message>
    <message>
        <source>Every Spark goes back to its previous file now.</source>
        <translation>每台 Spark 立即恢复为之前的文件。</translation>
    </message>
    <message>
        <source>Keeping the new network files on every Spark…</source>
        <translation>正在每台 Spark 上保留新的网络文件…</translation>
    </message>
    <message numerus="yes">
        <source>Every check passed. Keep the new network files? Without Keep every Spark goes back to its previous file by itself in %n s.</source>
        <translation>
            <numerusform>所有检查均已通过。保留新的网络文件吗？若不保留，每台 Spark 将在 %n 秒后自动恢复为之前的文件。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>A network change is being tried on every Spark and checked. Every Spark goes back to its previous file by itself in %n s unless you keep it.</source>
        <translation>
            <numerusform>正在每台 Spark 上试用并检查网络更改。除非您保留，否则每台 Spark 将在 %n 秒后自动恢复为之前的文件。</numerusform>
        </translation>
    </message>
    <message>
        <source>Cl&amp;ose</source>
        <translation>关闭(&amp;O)</translation>
    </message>
    <message>
        <source>Cancelled: every Spark is back on its previous network file.</source>
        <translation>已取消：每台 Spark 都已恢复其先前的网络文件。</translation>
    </message>
    <message>
        <source>Cancelling: %1 of %2 Sparks are back on their previous network file…</source>
        <translation>正在取消：%2 台 Spark 中已有 %1 台恢复其先前的网络文件…</translation>
    </message>
</context>
<context>
    <name>PerftestParser</name>
    <message>
        <source>no perftest output found (no &quot;... BW Test&quot; or &quot;... Latency Test&quot; title)</source>
        <translation>未找到 perftest 输出（没有“... BW Test”或“... Latency Test”标题）</translation>
    </message>
    <message>
        <source>no result line: the output ends before the results (cut short, or the test failed to connect)</source>
        <translation>没有结果行：输出在结果之前就结束了（被截断，或测试连接失败）</translation>
    </message>
</context>
<context>
    <name>PlanSignature</name>
    <message>
        <source>the node key is not a PEM private key</source>
        <translation>节点密钥不是 PEM 私钥</translation>
    </message>
    <message>
        <source>the node key is not an EC P-256 private key in PEM</source>
        <translation>节点密钥不是 PEM 格式的 EC P-256 私钥</translation>
    </message>
    <message>
        <source>cannot sign the plan (OpenSSL)</source>
        <translation>无法签署方案（OpenSSL）</translation>
    </message>
    <message>
        <source>the stored key is not an EC P-256 public key</source>
        <translation>存储的密钥不是 EC P-256 公钥</translation>
    </message>
    <message>
        <source>the signature does not match the plan and the paired key</source>
        <translation>签名与方案和已配对的密钥不匹配</translation>
    </message>
    <message>
        <source>cannot check the signature (OpenSSL)</source>
        <translation>无法检查签名（OpenSSL）</translation>
    </message>
    <message>
        <source>not one EC P-256 certificate in PEM (the peer&apos;s pairing certificate)</source>
        <translation>不是单个 PEM 格式的 EC P-256 证书（对端的配对证书）</translation>
    </message>
</context>
<context>
    <name>PlannedAddress</name>
    <message>
        <source>&apos;%1&apos; is not an IPv4 address with its prefix, like 192.168.177.2/24.</source>
        <translation>“%1”不是带前缀的 IPv4 地址（例如 192.168.177.2/24）。</translation>
    </message>
</context>
<context>
    <name>PortDescriptions</name>
    <message>
        <source>Port 0 (next to the RJ45)</source>
        <translation>端口 0（靠近 RJ45）</translation>
    </message>
    <message>
        <source>Port 1 (outermost)</source>
        <translation>端口 1（最外侧）</translation>
    </message>
    <message>
        <source>Port %1</source>
        <translation>端口 %1</translation>
    </message>
    <message>
        <source>No link (no cable, or the peer is off)</source>
        <translation>无链路（未接线缆，或对端已关机）</translation>
    </message>
    <message>
        <source>Up, %1 Gb/s reported</source>
        <translation>已启用，报告速率 %1 Gb/s</translation>
    </message>
    <message>
        <source>Up</source>
        <translation>已启用</translation>
    </message>
    <message>
        <source>No RDMA device</source>
        <translation>无 RDMA 设备</translation>
    </message>
    <message>
        <source>state unknown</source>
        <translation>状态未知</translation>
    </message>
    <message>
        <source>, active MTU %1</source>
        <translation>，活动 MTU %1</translation>
    </message>
    <message>
        <source>none</source>
        <translation>无</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1（%2）</translation>
    </message>
    <message>
        <source>&lt;b&gt;%1&lt;/b&gt; — %2, twin half %3&lt;br&gt;RDMA device: %4&lt;br&gt;PCI: %5&lt;br&gt;Link: %6&lt;br&gt;MTU: %7&lt;br&gt;IPv4: %8&lt;br&gt;RoCE v2 IPv4 GID index: %9</source>
        <translation>&lt;b&gt;%1&lt;/b&gt; — %2，孪生半部 %3&lt;br&gt;RDMA 设备：%4&lt;br&gt;PCI：%5&lt;br&gt;链路：%6&lt;br&gt;MTU：%7&lt;br&gt;IPv4：%8&lt;br&gt;RoCE v2 IPv4 GID 索引：%9</translation>
    </message>
    <message>
        <source>Nothing is plugged into this port, or the Spark at the other end is off. A two-Spark setup needs one cable, in the same port on both.</source>
        <translation>此端口未插入任何线缆，或另一端的 Spark 已关机。两台 Spark 的配置需要一条线缆，且两端插在相同的端口上。</translation>
    </message>
    <message>
        <source>MTU is %1: RoCE then runs with 1024-byte frames and loses bandwidth. The addressing plan sets MTU 9000 on both twins.</source>
        <translation>MTU 为 %1：RoCE 将以 1024 字节帧运行并损失带宽。编址方案会在两个孪生口上设置 MTU 9000。</translation>
    </message>
    <message>
        <source>No IPv4 address yet, so there is no RoCE v2 IPv4 GID for NCCL to use. The addressing plan gives each twin its own subnet.</source>
        <translation>尚无 IPv4 地址，因此没有可供 NCCL 使用的 RoCE v2 IPv4 GID。编址方案为每个孪生口分配各自的子网。</translation>
    </message>
    <message>
        <source>This twin has an IPv4 address but no RoCE v2 IPv4 GID: reload the mlx5 driver or re-apply the network configuration.</source>
        <translation>此孪生口有 IPv4 地址，但没有 RoCE v2 IPv4 GID：请重新加载 mlx5 驱动或重新应用网络配置。</translation>
    </message>
    <message>
        <source>The RoCE v2 IPv4 GID is at index %1, not 3: anything that pins NCCL_IB_GID_INDEX=3 uses the wrong GID here. Sparkwire always uses the resolved index.</source>
        <translation>RoCE v2 IPv4 GID 位于索引 %1，而不是 3：任何固定 NCCL_IB_GID_INDEX=3 的设置在这里都会使用错误的 GID。Sparkwire 始终使用解析得到的索引。</translation>
    </message>
    <message>
        <source>IPv6 addresses beyond link-local (SLAAC) move GID indices around; the addressing plan turns IPv6 off on the CX-7 ports.</source>
        <translation>链路本地（SLAAC）之外的 IPv6 地址会使 GID 索引变动；编址方案会在 CX-7 端口上关闭 IPv6。</translation>
    </message>
    <message>
        <source>%1: no cable.</source>
        <translation>%1：无线缆。</translation>
    </message>
    <message>
        <source>%1: cable in, both twins up (%2).</source>
        <translation>%1：已插线缆，两个孪生口均已启用（%2）。</translation>
    </message>
    <message>
        <source>%1: only %2 is up — its twin has no link, so this port can carry at most half its bandwidth.</source>
        <translation>%1：只有 %2 已启用 — 它的孪生口没有链路，因此此端口最多只能承载一半带宽。</translation>
    </message>
    <message>
        <source>up, %1 Mb/s</source>
        <translation>已启用，%1 Mb/s</translation>
    </message>
    <message>
        <source>up</source>
        <translation>已启用</translation>
    </message>
    <message>
        <source>no link</source>
        <translation>无链路</translation>
    </message>
    <message>
        <source>Management port %1: %2, IPv4 %3.</source>
        <translation>管理端口 %1：%2，IPv4 %3。</translation>
    </message>
    <message>
        <source>Cluster traffic must not run here: NCCL quietly falling back to this port is the most common reason a Spark pair is slow.</source>
        <translation>集群流量不得在此运行：NCCL 悄悄回退到此端口是 Spark 对速度慢的最常见原因。</translation>
    </message>
</context>
<context>
    <name>PortDetailsPanel</name>
    <message>
        <source>Selected twin half</source>
        <translation>所选的孪生半部</translation>
    </message>
    <message>
        <source>Netdev:</source>
        <translation>Netdev：</translation>
    </message>
    <message>
        <source>RDMA device:</source>
        <translation>RDMA 设备：</translation>
    </message>
    <message>
        <source>PCI address:</source>
        <translation>PCI 地址：</translation>
    </message>
    <message>
        <source>Position:</source>
        <translation>位置：</translation>
    </message>
    <message>
        <source>Twin:</source>
        <translation>孪生口：</translation>
    </message>
    <message>
        <source>Link:</source>
        <translation>链路：</translation>
    </message>
    <message>
        <source>MTU:</source>
        <translation>MTU：</translation>
    </message>
    <message>
        <source>MAC:</source>
        <translation>MAC：</translation>
    </message>
    <message>
        <source>IPv4:</source>
        <translation>IPv4：</translation>
    </message>
    <message>
        <source>IPv6:</source>
        <translation>IPv6：</translation>
    </message>
    <message>
        <source>RoCE:</source>
        <translation>RoCE：</translation>
    </message>
    <message>
        <source>RoCE v2 IPv4 GID:</source>
        <translation>RoCE v2 IPv4 GID：</translation>
    </message>
    <message>
        <source>Select a twin half in the drawing (click it, or Tab to it and use the arrow keys).</source>
        <translation>请在图中选择一个孪生半部（点击它，或用 Tab 移到它并使用方向键）。</translation>
    </message>
    <message>
        <source>none</source>
        <translation>无</translation>
    </message>
    <message>
        <source>%1, twin half %2</source>
        <translation>%1，孪生半部 %2</translation>
    </message>
</context>
<context>
    <name>PreflightTable</name>
    <message>
        <source>Run &amp;pre-flight on every member</source>
        <translation>在每个成员上运行预检(&amp;P)</translation>
    </message>
    <message>
        <source>&lt;b&gt;Cluster pre-flight&lt;/b&gt;: what must be equal on every member before a change.</source>
        <translation>&lt;b&gt;集群预检&lt;/b&gt;：更改之前每个成员上必须一致的内容。</translation>
    </message>
    <message>
        <source>Cluster pre-flight</source>
        <translation>集群预检</translation>
    </message>
    <message>
        <source>Asking every member…</source>
        <translation>正在询问每个成员…</translation>
    </message>
    <message>
        <source>✔ passes</source>
        <translation>✔ 通过</translation>
    </message>
    <message>
        <source>? unknown</source>
        <translation>? 未知</translation>
    </message>
    <message>
        <source>! warning</source>
        <translation>! 警告</translation>
    </message>
    <message>
        <source>✘ fails</source>
        <translation>✘ 失败</translation>
    </message>
    <message>
        <source>No check fails.</source>
        <translation>没有检查失败。</translation>
    </message>
    <message>
        <source>Checks that fail: %1. Each row says its fix.</source>
        <translation>失败的检查：%1。每一行都给出修复方法。</translation>
    </message>
    <message>
        <source>Check</source>
        <translation>检查</translation>
    </message>
    <message>
        <source>Verdict</source>
        <translation>结论</translation>
    </message>
    <message>
        <source>Fix</source>
        <translation>修复</translation>
    </message>
</context>
<context>
    <name>RdmaVerdicts</name>
    <message>
        <source>RoCE ran with a %1-byte MTU: the netdev MTU is 1500, which costs bandwidth on every packet.</source>
        <translation>RoCE 以 %1 字节 MTU 运行：netdev 的 MTU 为 1500，每个数据包都会损失带宽。</translation>
    </message>
    <message>
        <source>Set mtu: 9000 on every CX-7 netdev on both Sparks (Sparkwire&apos;s plan does), then run the test again: RoCE then uses 4096.</source>
        <translation>请在两台 Spark 的每个 CX-7 netdev 上设置 mtu: 9000（Sparkwire 的方案会这样做），然后再次运行测试：RoCE 随后会使用 4096。</translation>
    </message>
    <message>
        <source>See the per-twin verdicts; both twins must run at once.</source>
        <translation>请查看每个孪生口的结论；两个孪生口必须同时运行。</translation>
    </message>
    <message>
        <source>Both twins together carried %1 Gb/s; a port should reach 160 Gb/s or more.</source>
        <translation>两个孪生接口合计传输 %1 Gb/s；一个端口应达到 160 Gb/s 或更高。</translation>
    </message>
</context>
<context>
    <name>ReachedDestination</name>
    <message>
        <source>%1 (a nameserver in %2)</source>
        <translation>%1（%2 中的 DNS 服务器）</translation>
    </message>
    <message>
        <source>%1 (a gateway)</source>
        <translation>%1（网关）</translation>
    </message>
    <message>
        <source>%1 (a neighbour)</source>
        <translation>%1（邻居）</translation>
    </message>
    <message>
        <source>%1 (the peer of an open TCP connection)</source>
        <translation>%1（某个已打开 TCP 连接的对端）</translation>
    </message>
</context>
<context>
    <name>RearPanelWidget</name>
    <message>
        <source>Rear panel of this Spark</source>
        <translation>本 Spark 的后面板</translation>
    </message>
    <message>
        <source>QSFP port %1 — cable in</source>
        <translation>QSFP 端口 %1 — 已插线缆</translation>
    </message>
    <message>
        <source>QSFP port %1</source>
        <translation>QSFP 端口 %1</translation>
    </message>
</context>
<context>
    <name>RecordAddresses</name>
    <message>
        <source>the cluster record does not name this Spark</source>
        <translation>集群记录中没有此 Spark</translation>
    </message>
    <message>
        <source>%1 is this Spark&apos;s own planned address</source>
        <translation>%1 是此 Spark 自己的计划地址</translation>
    </message>
    <message>
        <source>%1 is not a host address on a subnet the plan gives this Spark</source>
        <translation>%1 不是计划分配给此 Spark 的子网中的主机地址</translation>
    </message>
    <message>
        <source>%1 is not an address the plan gives the seat</source>
        <translation>%1 不是计划分配给操作端的地址</translation>
    </message>
</context>
<context>
    <name>ResultChartSvg</name>
    <message>
        <source>%1 · %2 · DEMO — simulated, not measured</source>
        <translation>%1 · %2 · 演示 — 模拟值，非实测</translation>
    </message>
    <message>
        <source>%1: bus bandwidth (%2 ranks)</source>
        <translation>%1：总线带宽（%2 个 rank）</translation>
    </message>
    <message>
        <source>GB/s</source>
        <translation>GB/s</translation>
    </message>
    <message>
        <source>No message size finished: the run failed.</source>
        <translation>没有任何消息大小完成：运行失败。</translation>
    </message>
    <message>
        <source>out-of-place</source>
        <translation>非原地</translation>
    </message>
    <message>
        <source>in-place</source>
        <translation>原地</translation>
    </message>
    <message>
        <source>Gb/s</source>
        <translation>Gb/s</translation>
    </message>
    <message>
        <source>expected %1 Gb/s</source>
        <translation>预期 %1 Gb/s</translation>
    </message>
</context>
<context>
    <name>ResultImages</name>
    <message>
        <source>%1 is not a chart Sparkwire can draw.</source>
        <translation>%1 不是 Sparkwire 能绘制的图表。</translation>
    </message>
    <message>
        <source>Cannot write %1: %2</source>
        <translation>无法写入 %1：%2</translation>
    </message>
</context>
<context>
    <name>ReviewPage</name>
    <message>
        <source>Review</source>
        <translation>审阅</translation>
    </message>
    <message>
        <source>Nothing has been changed yet. This is the file each Spark gets, and what it replaces there.</source>
        <translation>尚未做任何更改。这是每台 Spark 将获得的文件，以及它在那里替换的内容。</translation>
    </message>
    <message>
        <source>There is no plan yet: go back to the addressing plan.</source>
        <translation>尚无方案：请返回编址方案。</translation>
    </message>
    <message>
        <source>Changes on %1</source>
        <translation>%1 上的更改</translation>
    </message>
    <message>
        <source>New %1 on %2</source>
        <translation>%2 上的新 %1</translation>
    </message>
    <message>
        <source>Unchanged: %1 already has exactly this file.</source>
        <translation>未更改：%1 已有完全相同的文件。</translation>
    </message>
    <message>
        <source>unchanged</source>
        <translation>未更改</translation>
    </message>
    <message>
        <source>There is no %1 on %2 yet: the whole file is new.</source>
        <translation>%2 上尚无 %1：整个文件都是新的。</translation>
    </message>
    <message>
        <source>What changes in %1 on %2:</source>
        <translation>%2 上的 %1 中将更改的内容：</translation>
    </message>
    <message>
        <source>%1 (now)</source>
        <translation>%1（当前）</translation>
    </message>
    <message>
        <source>%1 (new)</source>
        <translation>%1（新）</translation>
    </message>
    <message>
        <source>Other netplan files on %1</source>
        <translation>%1 上的其他 netplan 文件</translation>
    </message>
    <message>
        <source>No other netplan file touches these netdevs.</source>
        <translation>没有其他 netplan 文件涉及这些 netdev。</translation>
    </message>
    <message>
        <source>Other netplan files there:</source>
        <translation>那里的其他 netplan 文件：</translation>
    </message>
    <message>
        <source>%1 (node %2, this Spark)</source>
        <translation>%1（节点 %2，本 Spark）</translation>
    </message>
    <message>
        <source>%1 (node %2)</source>
        <translation>%1（节点 %2）</translation>
    </message>
    <message>
        <source>%1 — unchanged</source>
        <translation>%1 — 未更改</translation>
    </message>
    <message>
        <source>Checking with netplan&apos;s own parser…</source>
        <translation>正在用 netplan 自己的解析器检查…</translation>
    </message>
    <message>
        <source>Every Spark already has this plan: nothing would change.</source>
        <translation>每台 Spark 已有此方案：不会有任何更改。</translation>
    </message>
    <message numerus="yes">
        <source>%1 of %n Spark(s) change. Each one is tried, checked over every twin and kept only when all of them pass.</source>
        <translation>
            <numerusform>%n 台 Spark 中有 %1 台会更改。每台都会先试用，在每个孪生口上检查，只有全部通过才会保留。</numerusform>
        </translation>
    </message>
    <message>
        <source>✔ netplan accepts this file.</source>
        <translation>✔ netplan 接受此文件。</translation>
    </message>
    <message>
        <source>✘ netplan refuses it:
%1</source>
        <translation>✘ netplan 拒绝了它：
%1</translation>
    </message>
    <message>
        <source>I &amp;checked the other files: apply anyway</source>
        <translation>我已检查其他文件：仍然应用(&amp;C)</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1：%2</translation>
    </message>
    <message>
        <source>netplan accepts this file on its own, but another file overrides its netdevs (see the warning above).</source>
        <translation>netplan 单独接受此文件，但另一个文件会覆盖其网络设备的设置（见上方警告）。</translation>
    </message>
    <message>
        <source>&amp;Move these netdevs out of the other files on this Spark</source>
        <translation>将这些 netdev 移出此 Spark 上的其他文件(&amp;M)</translation>
    </message>
    <message>
        <source>Sparkwire&apos;s helper removes this Spark&apos;s CX-7 netdevs from the other files in /etc/netplan, so only Sparkwire&apos;s file configures them. Each original is kept in /var/lib/sparkwire/migrated. Nothing is applied until you apply the plan.</source>
        <translation>Sparkwire 的辅助程序会从 /etc/netplan 中的其他文件里删除此 Spark 的 CX-7 netdev，使只有 Sparkwire 的文件配置它们。每个原文件都保存在 /var/lib/sparkwire/migrated。在您应用方案之前不会应用任何内容。</translation>
    </message>
    <message>
        <source>⚠ Another netplan file also configures these netdevs. netplan reads the files in name order and the later one wins, so this plan may not take effect there:
%1
Move those netdevs out of the other file (below, for this Spark; on another Spark, from its own Sparkwire or by hand) and come back to Review, or confirm below that you checked it.</source>
        <translation>⚠ 另一个 netplan 文件也配置了这些 netdev。netplan 按名称顺序读取文件，后读取的文件优先，因此此方案在那里可能不会生效：
%1
请将这些 netdev 移出其他文件（此 Spark 使用下方按钮；其他 Spark 使用其自身的 Sparkwire 或手动操作）后返回审阅，或在下方确认您已检查过。</translation>
    </message>
    <message>
        <source>Moving the netdevs out of the other files…</source>
        <translation>正在将 netdev 移出其他文件…</translation>
    </message>
    <message>
        <source>Nothing was moved: %1</source>
        <translation>未移动任何内容：%1</translation>
    </message>
    <message>
        <source>No other file configures these netdevs any more.</source>
        <translation>已没有其他文件配置这些 netdev。</translation>
    </message>
    <message>
        <source>Moved (originals kept in /var/lib/sparkwire/migrated):
%1</source>
        <translation>已移动（原文件保存在 /var/lib/sparkwire/migrated）：
%1</translation>
    </message>
    <message>
        <source>The last apply was kept on every Spark. This is the file each Spark gets from the plan as it is now, and what it replaces there.</source>
        <translation>上次应用已在每台 Spark 上保留。这是按当前方案每台 Spark 得到的文件，以及它在那里替换的内容。</translation>
    </message>
    <message>
        <source>This Spark keeps a cluster: this is the file each Spark gets from the plan as it is now, and what it replaces there.</source>
        <translation>本 Spark 保留着一个集群：这是每台 Spark 按当前方案获得的文件，以及它在那里替换的内容。</translation>
    </message>
    <message>
        <source>Reading every member&apos;s state for the plan…</source>
        <translation>正在为方案读取每个成员的状态…</translation>
    </message>
    <message>
        <source>The pre-flight fails: I know why, apply any&amp;way</source>
        <translation>预检未通过：我知道原因，仍然应用(&amp;W)</translation>
    </message>
</context>
<context>
    <name>SeatDestinations</name>
    <message>
        <source>%1 through %2 on this Spark</source>
        <translation>%1（经由本 Spark 的 %2）</translation>
    </message>
</context>
<context>
    <name>SecretStore</name>
    <message>
        <source>no keyring answered</source>
        <translation>没有密钥环响应</translation>
    </message>
    <message>
        <source>the desktop keyring refused access (%1); unlock it and try again</source>
        <translation>桌面密钥环拒绝访问（%1）；请解锁后重试</translation>
    </message>
    <message>
        <source>the desktop keyring did not answer within %1 s (is it locked, waiting for its password?)</source>
        <translation>桌面密钥环在 %1 秒内没有响应（是否已锁定，正在等待输入密码？）</translation>
    </message>
</context>
<context>
    <name>SessionBus</name>
    <message>
        <source>no session bus: DBUS_SESSION_BUS_ADDRESS is not set and %1 does not exist. Run this as the desktop user while logged in, or set DBUS_SESSION_BUS_ADDRESS to that user&apos;s session bus</source>
        <translation>没有会话总线：未设置 DBUS_SESSION_BUS_ADDRESS，且 %1 不存在。请在登录状态下以桌面用户身份运行，或将 DBUS_SESSION_BUS_ADDRESS 设置为该用户的会话总线</translation>
    </message>
</context>
<context>
    <name>SettingsDialog</name>
    <message>
        <source>Settings</source>
        <translation>设置</translation>
    </message>
    <message>
        <source>Desktop language</source>
        <translation>桌面语言</translation>
    </message>
    <message>
        <source>&amp;Language:</source>
        <translation>语言(&amp;L)：</translation>
    </message>
    <message>
        <source>The language changes when Sparkwire starts again. &quot;Desktop language&quot; follows the language of your desktop session; --language on the command line overrides both.</source>
        <translation>语言将在下次启动 Sparkwire 时更改。“桌面语言”跟随您桌面会话的语言；命令行中的 --language 优先于这两者。</translation>
    </message>
</context>
<context>
    <name>SshClientConfig</name>
    <message>
        <source>~/.ssh/config line %1: %2. Sparkwire does not guess which lines are its own: fix or remove the Sparkwire block there by hand, then try again</source>
        <translation>~/.ssh/config 第 %1 行：%2。Sparkwire 不会猜测哪些行属于它：请手动修复或删除那里的 Sparkwire 块，然后重试</translation>
    </message>
    <message>
        <source>a Sparkwire marker that is not exactly &quot;# BEGIN|END sparkwire &lt;alias&gt;&quot;</source>
        <translation>Sparkwire 标记不完全是“# BEGIN|END sparkwire &lt;alias&gt;”</translation>
    </message>
    <message>
        <source>a Sparkwire marker with an alias Sparkwire does not write</source>
        <translation>Sparkwire 标记中的别名不是 Sparkwire 写入的</translation>
    </message>
    <message>
        <source>the block of %1 has no END line before the next BEGIN</source>
        <translation>%1 的块在下一个 BEGIN 之前没有 END 行</translation>
    </message>
    <message>
        <source>an END line for %1 without its BEGIN line</source>
        <translation>%1 的 END 行没有对应的 BEGIN 行</translation>
    </message>
    <message>
        <source>a second block for %1</source>
        <translation>%1 的第二个块</translation>
    </message>
    <message>
        <source>the block of %1 has no END line</source>
        <translation>%1 的块没有 END 行</translation>
    </message>
    <message>
        <source>%1 is already pinned in ~/.ssh/known_hosts for %2, another paired Spark; if its address moved, unpair it first</source>
        <translation>%1 已在 ~/.ssh/known_hosts 中固定给另一台已配对的 Spark %2；如果其地址已变化，请先取消配对</translation>
    </message>
    <message>
        <source>the host key of %1: %2</source>
        <translation>%1 的主机密钥：%2</translation>
    </message>
    <message>
        <source>%1 reports more than %2 addresses</source>
        <translation>%1 报告的地址超过 %2 个</translation>
    </message>
    <message>
        <source>the addresses of %1: %2</source>
        <translation>%1 的地址：%2</translation>
    </message>
    <message>
        <source>%1 has no IPv4 address in this node&apos;s CX-7 subnets (%2): set up the links&apos; addresses first</source>
        <translation>%1 在本节点的 CX-7 子网（%2）中没有 IPv4 地址：请先设置链路的地址</translation>
    </message>
    <message>
        <source>none configured</source>
        <translation>未配置</translation>
    </message>
    <message>
        <source>~/.ssh/config has no Sparkwire block for %1</source>
        <translation>~/.ssh/config 中没有 %1 的 Sparkwire 块</translation>
    </message>
    <message>
        <source>the block of %1 has no HostName</source>
        <translation>%1 的块没有 HostName 行</translation>
    </message>
    <message>
        <source>~/.ssh/known_hosts pins no host key for %1</source>
        <translation>~/.ssh/known_hosts 未固定 %1 的主机密钥</translation>
    </message>
    <message>
        <source>%1 needs 1 to %2 planned addresses</source>
        <translation>%1 需要 1 到 %2 个规划地址</translation>
    </message>
    <message>
        <source>~/.ssh/known_hosts already pins another host key for %1 or its addresses (%2); it is kept, not replaced</source>
        <translation>~/.ssh/known_hosts 已为 %1 或其地址（%2）固定了另一个主机密钥；它被保留，不会被替换</translation>
    </message>
</context>
<context>
    <name>SshFiles</name>
    <message>
        <source>uid %1 has no entry in the password database%2</source>
        <translation>uid %1 在密码数据库中没有条目%2</translation>
    </message>
    <message>
        <source>uid %1 has no home directory in the password database</source>
        <translation>uid %1 在密码数据库中没有主目录</translation>
    </message>
    <message>
        <source>no home directory to keep SSH files in (got %1)</source>
        <translation>没有用于存放 SSH 文件的主目录（得到的是 %1）</translation>
    </message>
    <message>
        <source>nothing</source>
        <translation>无</translation>
    </message>
    <message>
        <source>cannot use the home directory %1: %2</source>
        <translation>无法使用主目录 %1：%2</translation>
    </message>
    <message>
        <source>the home %1 is not a directory</source>
        <translation>主目录 %1 不是目录</translation>
    </message>
    <message>
        <source>refusing to write SSH files into %1: it belongs to uid %2, not to uid %3 that Sparkwire runs as. Sparkwire uses the home of the account it runs as (from the password database, not $HOME): run it as the person whose SSH setup this is, not with sudo -E</source>
        <translation>拒绝将 SSH 文件写入 %1：它属于 uid %2，而不是运行 Sparkwire 的 uid %3。Sparkwire 使用其运行账户的主目录（来自密码数据库，而不是 $HOME）：请以要设置 SSH 的那个人的身份运行，而不是使用 sudo -E</translation>
    </message>
    <message>
        <source>refusing to write SSH files into %1: others can write to it, so sshd would not trust them either (StrictModes); run: chmod go-w %1</source>
        <translation>拒绝将 SSH 文件写入 %1：其他人可以写入它，因此 sshd 也不会信任这些文件（StrictModes）；请运行：chmod go-w %1</translation>
    </message>
    <message>
        <source>cannot create %1: %2</source>
        <translation>无法创建 %1：%2</translation>
    </message>
    <message>
        <source>refusing to use %1: it is a symbolic link (to %2), and Sparkwire does not follow links there; make it a real directory (move what it points to in its place)</source>
        <translation>拒绝使用 %1：它是一个符号链接（指向 %2），Sparkwire 在此不跟随链接；请使其成为真正的目录（将其指向的内容移到该位置）</translation>
    </message>
    <message>
        <source>%1 is not a directory; move it away</source>
        <translation>%1 不是目录；请将其移走</translation>
    </message>
    <message>
        <source>cannot open %1: %2</source>
        <translation>无法打开 %1：%2</translation>
    </message>
    <message>
        <source>cannot check %1: %2</source>
        <translation>无法检查 %1：%2</translation>
    </message>
    <message>
        <source>refusing to use %1: it belongs to uid %2, not to uid %3 that Sparkwire runs as; fix its owner (chown) or run Sparkwire as that account</source>
        <translation>拒绝使用 %1：它属于 uid %2，而不是运行 Sparkwire 的 uid %3；请修正其所有者（chown），或以该账户运行 Sparkwire</translation>
    </message>
    <message>
        <source>cannot make %1 private (0700): %2</source>
        <translation>无法将 %1 设为私有（0700）：%2</translation>
    </message>
</context>
<context>
    <name>SshRepoint</name>
    <message>
        <source>1 to %1 addresses are needed</source>
        <translation>需要 1 到 %1 个地址</translation>
    </message>
</context>
<context>
    <name>SshValidation</name>
    <message>
        <source>the key data says it is %1, not %2</source>
        <translation>密钥数据表明它是 %1，而不是 %2</translation>
    </message>
    <message>
        <source>nothing</source>
        <translation>无</translation>
    </message>
    <message>
        <source>the %1 key data is malformed</source>
        <translation>%1 密钥数据格式错误</translation>
    </message>
    <message>
        <source>the ssh-rsa key has %1 bits; %2 to %3 are accepted</source>
        <translation>ssh-rsa 密钥有 %1 位；接受 %2 到 %3 位</translation>
    </message>
    <message>
        <source>%1 is not a user name Sparkwire accepts (lowercase letters, digits, &apos;_&apos; and &apos;-&apos;, at most 32)</source>
        <translation>%1 不是 Sparkwire 接受的用户名（小写字母、数字、“_”和“-”，最多 32 个）</translation>
    </message>
    <message>
        <source>%1 is not a host name Sparkwire accepts for a peer (1-63 letters, digits, &apos;-&apos; and &apos;.&apos;)</source>
        <translation>%1 不是 Sparkwire 接受的对端主机名（1-63 个字母、数字、“-”和“.”）</translation>
    </message>
    <message>
        <source>%1 is not an alias Sparkwire writes (sparkwire-&lt;paired name&gt;)</source>
        <translation>%1 不是 Sparkwire 写入的别名（sparkwire-&lt;配对名称&gt;）</translation>
    </message>
    <message>
        <source>%1 is not an IPv4 address</source>
        <translation>%1 不是 IPv4 地址</translation>
    </message>
    <message>
        <source>%1 is not a host&apos;s address</source>
        <translation>%1 不是主机地址</translation>
    </message>
    <message>
        <source>%1 is not a subnet Sparkwire accepts (a.b.c.d/8-32)</source>
        <translation>%1 不是 Sparkwire 接受的子网（a.b.c.d/8-32）</translation>
    </message>
    <message>
        <source>%1 is not in this node&apos;s CX-7 subnets (%2)</source>
        <translation>%1 不在本节点的 CX-7 子网（%2）中</translation>
    </message>
    <message>
        <source>none configured</source>
        <translation>未配置</translation>
    </message>
    <message>
        <source>%1 is not a peer fingerprint (64 lowercase hex digits)</source>
        <translation>%1 不是对端指纹（64 位小写十六进制数字）</translation>
    </message>
    <message>
        <source>the key line is longer than %1 characters</source>
        <translation>密钥行超过 %1 个字符</translation>
    </message>
    <message>
        <source>the key line %1 holds a newline or another control character</source>
        <translation>密钥行 %1 包含换行符或其他控制字符</translation>
    </message>
    <message>
        <source>%1 is not &quot;&lt;type&gt; &lt;base64&gt; [comment]&quot; with type ssh-ed25519, ecdsa-sha2-nistp256 or ssh-rsa</source>
        <translation>%1 不是“&lt;类型&gt; &lt;base64&gt; [注释]”格式，类型应为 ssh-ed25519、ecdsa-sha2-nistp256 或 ssh-rsa</translation>
    </message>
    <message>
        <source>the %1 key&apos;s base64 is not canonical</source>
        <translation>%1 密钥的 base64 不是规范形式</translation>
    </message>
    <message>
        <source>only an ssh-ed25519 key is accepted here, not %1</source>
        <translation>此处只接受 ssh-ed25519 密钥，不接受 %1</translation>
    </message>
</context>
<context>
    <name>StampedExport</name>
    <message>
        <source>Cannot write %1: %2</source>
        <translation>无法写入 %1：%2</translation>
    </message>
</context>
<context>
    <name>StrictJsonReader</name>
    <message>
        <source>a key is written with escapes; keys are plain text</source>
        <translation>某个键使用了转义字符；键必须是纯文本</translation>
    </message>
    <message>
        <source>the key &quot;%1&quot; is there twice</source>
        <translation>键“%1”出现了两次</translation>
    </message>
    <message>
        <source>%1: %2 bytes is more than the %3 allowed</source>
        <translation>%1：%2 字节超过了允许的 %3 字节</translation>
    </message>
    <message>
        <source>%1: not JSON (%2 at byte %3)</source>
        <translation>%1：不是 JSON（第 %3 字节处 %2）</translation>
    </message>
    <message>
        <source>%1: not a JSON object</source>
        <translation>%1：不是 JSON 对象</translation>
    </message>
    <message>
        <source>%1: missing</source>
        <translation>%1：缺失</translation>
    </message>
    <message>
        <source>%1: must be a JSON %2</source>
        <translation>%1：必须是 JSON %2</translation>
    </message>
    <message>
        <source>%1: longer than %2 characters</source>
        <translation>%1：超过 %2 个字符</translation>
    </message>
    <message>
        <source>%1: must be a whole number from %2 to %3</source>
        <translation>%1：必须是 %2 到 %3 之间的整数</translation>
    </message>
    <message>
        <source>%1: must be standard base64 with padding</source>
        <translation>%1：必须是带填充的标准 base64</translation>
    </message>
    <message>
        <source>%1: more than %2 bytes</source>
        <translation>%1：超过 %2 字节</translation>
    </message>
    <message>
        <source>%1: more than %2 entries</source>
        <translation>%1：超过 %2 个条目</translation>
    </message>
    <message>
        <source>%1: must be a JSON string</source>
        <translation>%1：必须是 JSON 字符串</translation>
    </message>
    <message>
        <source>%1: unknown field &quot;%2&quot;</source>
        <translation>%1：未知字段“%2”</translation>
    </message>
</context>
<context>
    <name>TcpVerdicts</name>
    <message>
        <source>Only one twin has an address that reaches the peer.</source>
        <translation>只有一个孪生口的地址能到达对端。</translation>
    </message>
    <message>
        <source>Address both twins, each on its own subnet (the plan does).</source>
        <translation>请为两个孪生口分配地址，各自位于独立的子网（方案会这样做）。</translation>
    </message>
    <message>
        <source>No TCP traffic on %1.</source>
        <translation>%1 上没有 TCP 流量。</translation>
    </message>
    <message>
        <source>Check the cable, the addresses and that MTU matches on both ends.</source>
        <translation>请检查线缆、地址，以及两端的 MTU 是否一致。</translation>
    </message>
</context>
<context>
    <name>TestsPanel</name>
    <message>
        <source>&amp;TCP test</source>
        <translation>TCP 测试(&amp;T)</translation>
    </message>
    <message>
        <source>&amp;RDMA test</source>
        <translation>RDMA 测试(&amp;R)</translation>
    </message>
    <message>
        <source>&amp;NCCL test</source>
        <translation>NCCL 测试(&amp;N)</translation>
    </message>
    <message>
        <source>Run &amp;all</source>
        <translation>全部运行(&amp;A)</translation>
    </message>
    <message>
        <source>&amp;Cancel</source>
        <translation>取消(&amp;C)</translation>
    </message>
    <message>
        <source>TCP, then RDMA, then NCCL.</source>
        <translation>先 TCP，再 RDMA，然后 NCCL。</translation>
    </message>
    <message>
        <source>Which member of the cluster the tests run against: one, or every member in turn (NCCL: all of them at once).</source>
        <translation>测试针对集群的哪个成员运行：一个成员，或依次对每个成员（NCCL：同时对所有成员）。</translation>
    </message>
    <message>
        <source>Safe (through host memory)</source>
        <translation>安全（经由主机内存）</translation>
    </message>
    <message>
        <source>DMA-BUF (zero-copy)</source>
        <translation>DMA-BUF（零拷贝）</translation>
    </message>
    <message>
        <source>How NCCL moves GPU memory over the links: through host memory (works everywhere) or zero-copy with DMA-BUF (needs the open GPU kernel modules; nvidia-peermem does not work on the Spark).</source>
        <translation>NCCL 如何通过链路传输 GPU 内存：经由主机内存（处处可用），或使用 DMA-BUF 零拷贝（需要开源 GPU 内核模块；nvidia-peermem 在 Spark 上无法使用）。</translation>
    </message>
    <message>
        <source>Kernel TCP on every twin at once (libiperf): proves addresses, routes and MTU. Not RDMA.</source>
        <translation>同时在每个孪生口上运行内核 TCP（libiperf）：验证地址、路由和 MTU。不是 RDMA。</translation>
    </message>
    <message>
        <source>ib_write_bw on every twin at once: a twin should carry ~92-100 Gb/s, the port 184 Gb/s or more.</source>
        <translation>同时在每个孪生口上运行 ib_write_bw：每个孪生口应承载约 92-100 Gb/s，端口应达到 184 Gb/s 或更高。</translation>
    </message>
    <message>
        <source>nccl-tests all_gather across both Sparks (mpirun over SSH), with the transport NCCL really used.</source>
        <translation>在两台 Spark 间运行 nccl-tests all_gather（通过 SSH 的 mpirun），并显示 NCCL 实际使用的传输方式。</translation>
    </message>
    <message>
        <source> s</source>
        <translation> 秒</translation>
    </message>
    <message>
        <source>&amp;Length:</source>
        <translation>时长(&amp;L)：</translation>
    </message>
    <message>
        <source>&amp;Member:</source>
        <translation>成员(&amp;M)：</translation>
    </message>
    <message>
        <source>&amp;GPUDirect:</source>
        <translation>GPUDirect(&amp;G)：</translation>
    </message>
    <message>
        <source>The link tests need peer discovery, which is off (the main window&apos;s status bar says why).</source>
        <translation>链路测试需要对端发现，但它已关闭（主窗口的状态栏说明了原因）。</translation>
    </message>
    <message>
        <source>Cancelled; nothing is left running.</source>
        <translation>已取消；没有任何程序仍在运行。</translation>
    </message>
    <message>
        <source>TCP to %1:</source>
        <translation>到 %1 的 TCP：</translation>
    </message>
    <message>
        <source>%1 (port %2, half %3): %4 Gb/s</source>
        <translation>%1（端口 %2，半部 %3）：%4 Gb/s</translation>
    </message>
    <message>
        <source>%1: failed: %2</source>
        <translation>%1：失败：%2</translation>
    </message>
    <message>
        <source>TCP sum: %1 Gb/s (kernel TCP, CPU-bound; RDMA is the RDMA test)</source>
        <translation>TCP 合计：%1 Gb/s（内核 TCP，受 CPU 限制；RDMA 请看 RDMA 测试）</translation>
    </message>
    <message>
        <source>✔ Every twin to %1 carries TCP traffic.</source>
        <translation>✔ 到 %1 的每个孪生口都承载 TCP 流量。</translation>
    </message>
    <message>
        <source>RDMA to %1:</source>
        <translation>到 %1 的 RDMA：</translation>
    </message>
    <message>
        <source>RDMA sum of twins: %1 Gb/s</source>
        <translation>孪生口 RDMA 合计：%1 Gb/s</translation>
    </message>
    <message>
        <source>✔ Both twins to %1 carry full RDMA bandwidth.</source>
        <translation>✔ 到 %1 的两个孪生口都达到完整 RDMA 带宽。</translation>
    </message>
    <message>
        <source>%1: transport %2%3, average bus bandwidth %4 GB/s</source>
        <translation>%1：传输方式 %2%3，平均总线带宽 %4 GB/s</translation>
    </message>
    <message>
        <source>NCCL</source>
        <translation>NCCL</translation>
    </message>
    <message>
        <source>not in the output (no NCCL_DEBUG=INFO log)</source>
        <translation>输出中没有（没有 NCCL_DEBUG=INFO 日志）</translation>
    </message>
    <message>
        <source>✔ No NCCL problem found.</source>
        <translation>✔ 未发现 NCCL 问题。</translation>
    </message>
    <message>
        <source>All members</source>
        <translation>所有成员</translation>
    </message>
    <message>
        <source>✘ %1
   Fix: %2</source>
        <translation>✘ %1
   修复：%2</translation>
    </message>
    <message>
        <source>Evidence: %1</source>
        <translation>依据：%1</translation>
    </message>
    <message>
        <source>Diagnose this Spark…</source>
        <translation>诊断本 Spark…</translation>
    </message>
    <message>
        <source>Run the doctor&apos;s checks (Help → Diagnose): MTU, twins, GIDs, link speed, PCIe, the NCCL environment, netplan.</source>
        <translation>运行诊断检查（帮助 → 诊断）：MTU、孪生口、GID、链路速度、PCIe、NCCL 环境、netplan。</translation>
    </message>
    <message>
        <source>Demo: the tests replay simulated results shaped like a healthy Spark pair; nothing here was measured.</source>
        <translation>演示：测试回放模拟的结果，其形态类似一对健康的 Spark；这里没有任何内容是实测的。</translation>
    </message>
    <message>
        <source>✘ The %1 test did not run: %2</source>
        <translation>✘ %1 测试未运行：%2</translation>
    </message>
    <message>
        <source>Not started after this failure: %1.</source>
        <translation>此失败后未启动：%1。</translation>
    </message>
    <message>
        <source>TCP</source>
        <translation>TCP</translation>
    </message>
    <message>
        <source>RDMA</source>
        <translation>RDMA</translation>
    </message>
    <message>
        <source>%1: %2 Gb/s (MTU %3): %4</source>
        <translation>%1：%2 Gb/s（MTU %3）：%4</translation>
    </message>
</context>
<context>
    <name>ThisSparkPage</name>
    <message>
        <source>&lt;span style=&apos;color:#2e9d4f&apos;&gt;■&lt;/span&gt; link up &amp;nbsp; &lt;span style=&apos;color:#4a4f57&apos;&gt;■&lt;/span&gt; no link &amp;nbsp; &lt;span style=&apos;color:#1d7be0&apos;&gt;▢&lt;/span&gt; cable in. Each QSFP port is two PCIe x4 links (twin halves a and b); full speed needs both.</source>
        <translation>&lt;span style=&apos;color:#2e9d4f&apos;&gt;■&lt;/span&gt; 链路已启用 &amp;nbsp; &lt;span style=&apos;color:#4a4f57&apos;&gt;■&lt;/span&gt; 无链路 &amp;nbsp; &lt;span style=&apos;color:#1d7be0&apos;&gt;▢&lt;/span&gt; 已插线缆。每个 QSFP 端口是两条 PCIe x4 链路（孪生半部 a 和 b）；全速需要两者同时工作。</translation>
    </message>
    <message>
        <source>This Spark</source>
        <translation>本 Spark</translation>
    </message>
    <message>
        <source>The rear panel of %1. Select a twin half to see its netdev, RDMA device, addresses and GID.</source>
        <translation>%1 的后面板。选择一个孪生半部以查看其 netdev、RDMA 设备、地址和 GID。</translation>
    </message>
</context>
<context>
    <name>TroubleCountersTable</name>
    <message>
        <source>gone</source>
        <translation>已消失</translation>
    </message>
    <message>
        <source>P%1·%2</source>
        <translation>P%1·%2</translation>
    </message>
    <message>
        <source>port %1, half %2: %3 (%4)</source>
        <translation>端口 %1，半部 %2：%3（%4）</translation>
    </message>
    <message>
        <source>no RDMA device</source>
        <translation>无 RDMA 设备</translation>
    </message>
    <message>
        <source>%1 in total, +%2 in the last interval</source>
        <translation>共 %1，上一个间隔内 +%2</translation>
    </message>
    <message>
        <source>Retransmit, loss and congestion counters of each RDMA device (hw_counters; mlx5 and soft-RoCE name them differently): total, and the increase over the last interval.</source>
        <translation>每个 RDMA 设备的重传、丢包和拥塞计数器（hw_counters；mlx5 与软 RoCE 的名称不同）：总数，以及上一个间隔内的增量。</translation>
    </message>
</context>
<context>
    <name>TwinBandwidth</name>
    <message>
        <source>The twin</source>
        <translation>该孪生口</translation>
    </message>
    <message>
        <source>%1 carried %2 Gb/s: its PCIe link trained at x%3 instead of x4, so it cannot reach 80 Gb/s.</source>
        <translation>%1 传输了 %2 Gb/s：其 PCIe 链路协商为 x%3 而不是 x4，因此无法达到 80 Gb/s。</translation>
    </message>
    <message>
        <source>A BIOS from before 2026-04 wires the second CX-7 controller at PCIe Gen5 x2: update the Spark&apos;s BIOS (the DGX OS firmware update), then test again.</source>
        <translation>2026-04 之前的 BIOS 会将第二个 CX-7 控制器接为 PCIe Gen5 x2：请更新 Spark 的 BIOS（DGX OS 固件更新），然后重新测试。</translation>
    </message>
    <message>
        <source>%1 stayed nearly idle (%2 Gb/s) while its twin carried the port: the port tops out near 100 Gb/s.</source>
        <translation>%1 几乎空闲（%2 Gb/s），而其孪生接口承担了整个端口：该端口最多约 100 Gb/s。</translation>
    </message>
    <message>
        <source>Address and use both twins (each on its own subnet), and name both RDMA devices in NCCL_IB_HCA.</source>
        <translation>为两个孪生口分配地址并使用它们（各自位于独立的子网），并在 NCCL_IB_HCA 中指定两个 RDMA 设备。</translation>
    </message>
    <message>
        <source>%1 carried %2 Gb/s although it reports 200G: the CX-7 came up from a stale initialisation.</source>
        <translation>%1 虽然报告 200G，却只传输了 %2 Gb/s：CX-7 是在陈旧的初始化状态下启动的。</translation>
    </message>
    <message>
        <source>Reboot the Spark and test again; if the twin stays at 8-25 Gb/s, shut both Sparks down, unplug them from AC power for at least 60 s, then test again.</source>
        <translation>重启 Spark 后重新测试；如果该孪生接口仍为 8-25 Gb/s，请关闭两台 Spark，断开交流电源至少 60 s，然后重新测试。</translation>
    </message>
    <message>
        <source>%1 carried %2 Gb/s; a healthy twin carries 80 Gb/s or more (about 92-100 Gb/s).</source>
        <translation>%1 传输了 %2 Gb/s；健康的孪生接口可传输 80 Gb/s 或更高（约 92-100 Gb/s）。</translation>
    </message>
    <message>
        <source>Check the MTU (9000), the cable and the GID index; run with several QPs (-q 4).</source>
        <translation>请检查 MTU（9000）、线缆和 GID 索引；使用多个 QP 运行（-q 4）。</translation>
    </message>
</context>
<context>
    <name>TwinHalfButton</name>
    <message>
        <source>No beacon came from this half.</source>
        <translation>此半部没有收到任何信标。</translation>
    </message>
    <message>
        <source>This Spark has no CX-7 function for port %1, half %2.</source>
        <translation>本 Spark 没有端口 %1、半部 %2 的 CX-7 功能。</translation>
    </message>
    <message>
        <source>Port %1, twin half %2</source>
        <translation>端口 %1，孪生半部 %2</translation>
    </message>
    <message>
        <source>%1 · %2 · %3</source>
        <translation>%1 · %2 · %3</translation>
    </message>
    <message>
        <source>%1 · %2</source>
        <translation>%1 · %2</translation>
    </message>
    <message>
        <source>%1 · absent</source>
        <translation>%1 · 不存在</translation>
    </message>
    <message>
        <source>%1 · not seen</source>
        <translation>%1 · 未发现</translation>
    </message>
    <message>
        <source>up</source>
        <translation>已启用</translation>
    </message>
    <message>
        <source>no link</source>
        <translation>无链路</translation>
    </message>
    <message>
        <source>absent</source>
        <translation>不存在</translation>
    </message>
    <message>
        <source>not seen</source>
        <translation>未发现</translation>
    </message>
</context>
<context>
    <name>VerbsRdmaSource</name>
    <message>
        <source>rdma-core lists no devices: %1</source>
        <translation>rdma-core 未列出任何设备：%1</translation>
    </message>
</context>
<context>
    <name>VerifyBandwidth</name>
    <message>
        <source>the RDMA test stopped before every twin was measured (the dashboard&apos;s Tests panel says why)</source>
        <translation>RDMA 测试在测完每个孪生接口之前就停止了（仪表板的测试面板会说明原因）</translation>
    </message>
    <message>
        <source>this Spark has no RDMA device on an addressed CX-7 twin</source>
        <translation>此 Spark 在已分配地址的 CX-7 孪生接口上没有 RDMA 设备</translation>
    </message>
</context>
<context>
    <name>VerifyJson</name>
    <message>
        <source>more than %1 bytes</source>
        <translation>超过 %1 字节</translation>
    </message>
    <message>
        <source>not a JSON list</source>
        <translation>不是 JSON 列表</translation>
    </message>
    <message>
        <source>more than %1 entries</source>
        <translation>超过 %1 个条目</translation>
    </message>
    <message>
        <source>a check needs exactly netdev, peer_address and mtu</source>
        <translation>检查项必须恰好包含 netdev、peer_address 和 mtu</translation>
    </message>
    <message>
        <source>a check names no netdev</source>
        <translation>检查项未指定 netdev</translation>
    </message>
    <message>
        <source>a check&apos;s peer address is not an IPv4 address</source>
        <translation>检查项的对端地址不是 IPv4 地址</translation>
    </message>
    <message>
        <source>a check&apos;s MTU is not %1 to %2</source>
        <translation>检查项的 MTU 不在 %1 到 %2 之间</translation>
    </message>
    <message>
        <source>a result needs exactly netdev, check, ok and detail</source>
        <translation>结果必须恰好包含 netdev、check、ok 和 detail</translation>
    </message>
    <message>
        <source>a result names no netdev</source>
        <translation>结果未指定 netdev</translation>
    </message>
    <message>
        <source>a result of an unknown check</source>
        <translation>未知检查项的结果</translation>
    </message>
</context>
<context>
    <name>VerifyLaunchPaths</name>
    <message>
        <source>Launch paths</source>
        <translation>启动路径</translation>
    </message>
    <message>
        <source>TCP to %1: torch 29500, Ray 6379, vLLM 8000</source>
        <translation>到 %1 的 TCP：torch 29500、Ray 6379、vLLM 8000</translation>
    </message>
    <message>
        <source>node 1</source>
        <translation>节点 1</translation>
    </message>
    <message>
        <source>checking…</source>
        <translation>正在检查…</translation>
    </message>
    <message>
        <source>Launch path</source>
        <translation>启动路径</translation>
    </message>
    <message>
        <source>✔ every port answers (refused is fine: nothing listens yet)</source>
        <translation>✔ 每个端口都有应答（被拒绝也没关系：尚无程序监听）</translation>
    </message>
    <message>
        <source>✘ %1 Fix: %2</source>
        <translation>✘ %1 修复：%2</translation>
    </message>
    <message>
        <source>Launch paths of %1: ✔ %2</source>
        <translation>%1 的启动路径：✔ %2</translation>
    </message>
    <message>
        <source>Launch paths of %1: ✘ %2
Fix: %3
Measured: %4</source>
        <translation>%1 的启动路径：✘ %2
修复：%3
测得：%4</translation>
    </message>
</context>
<context>
    <name>VerifyPage</name>
    <message>
        <source>&amp;Check again</source>
        <translation>再次检查(&amp;C)</translation>
    </message>
    <message>
        <source>Run the &amp;tests on the dashboard</source>
        <translation>在仪表板上运行测试(&amp;T)</translation>
    </message>
    <message>
        <source>Checks of every member&apos;s twins</source>
        <translation>每个成员的孪生口检查</translation>
    </message>
    <message>
        <source>Member / twin</source>
        <translation>成员 / 孪生口</translation>
    </message>
    <message>
        <source>Check</source>
        <translation>检查</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>结果</translation>
    </message>
    <message>
        <source>Opens the live dashboard (RoCE throughput per twin, the trouble counters, every cable of the cluster) and runs the TCP, RDMA and NCCL tests there.</source>
        <translation>打开实时仪表板（每个孪生口的 RoCE 吞吐量、故障计数器、集群的每条线缆），并在那里运行 TCP、RDMA 和 NCCL 测试。</translation>
    </message>
    <message>
        <source>Verify</source>
        <translation>验证</translation>
    </message>
    <message>
        <source>A link that is up is not a link that works: the GID, the MTU and an unfragmented 9000-byte ping on every twin of every Spark, then the tests.</source>
        <translation>链路已启用不等于链路可用：在每台 Spark 的每个孪生口上检查 GID、MTU 和不分片的 9000 字节 ping，然后进行测试。</translation>
    </message>
    <message>
        <source>RoCE v2 GID</source>
        <translation>RoCE v2 GID</translation>
    </message>
    <message>
        <source>MTU</source>
        <translation>MTU</translation>
    </message>
    <message>
        <source>Unfragmented ping</source>
        <translation>不分片的 ping</translation>
    </message>
    <message>
        <source>There is no plan yet: go back to the addressing plan.</source>
        <translation>尚无方案：请返回编址方案。</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1：%2</translation>
    </message>
    <message>
        <source>%1: not checked again (%2); shown: its checks during the apply</source>
        <translation>%1：未再次检查（%2）；显示的是应用期间的检查结果</translation>
    </message>
    <message>
        <source>%1: stopped before it answered</source>
        <translation>%1：在回复之前已停止</translation>
    </message>
    <message>
        <source>%1 (node %2, this Spark)</source>
        <translation>%1（节点 %2，本 Spark）</translation>
    </message>
    <message>
        <source>%1 (node %2)</source>
        <translation>%1（节点 %2）</translation>
    </message>
    <message>
        <source>checking…</source>
        <translation>正在检查…</translation>
    </message>
    <message>
        <source>not checked</source>
        <translation>未检查</translation>
    </message>
    <message>
        <source>✔ %1</source>
        <translation>✔ %1</translation>
    </message>
    <message>
        <source>✘ %1 Fix: %2</source>
        <translation>✘ %1 修复：%2</translation>
    </message>
    <message numerus="yes">
        <source>Checking every twin of %n Spark(s)…</source>
        <translation>
            <numerusform>正在检查 %n 台 Spark 的每个孪生口…</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>✘ %n check(s) failed: each says why and how to fix it. Fix them, then check again.</source>
        <translation>
            <numerusform>✘ %n 项检查失败：每项都说明了原因和修复方法。修复后请再次检查。</numerusform>
        </translation>
    </message>
    <message>
        <source>✘ Not every Spark could check its twins.</source>
        <translation>✘ 并非每台 Spark 都能检查其孪生口。</translation>
    </message>
    <message>
        <source>✔ Every twin of every Spark is ready for RDMA (demo: simulated checks). Run the tests on the dashboard: moving counters and recorded results.</source>
        <translation>✔ 每台 Spark 的每个孪生口都已准备好进行 RDMA（演示：模拟的检查）。请在仪表板上运行测试：变化的计数器和录制的结果。</translation>
    </message>
    <message>
        <source>✔ Every twin of every Spark is ready for RDMA. Run the tests on the dashboard to see what the link carries.</source>
        <translation>✔ 每台 Spark 的每个孪生口都已准备好进行 RDMA。请在仪表板上运行测试，查看链路的实际承载能力。</translation>
    </message>
    <message>
        <source>&amp;Export bundle…</source>
        <translation>导出配置包(&amp;E)…</translation>
    </message>
    <message>
        <source>Writes the cluster&apos;s signed config bundle (netplans, NCCL environment, launchers, SSH, Ansible, test results) for the tools you run on it.</source>
        <translation>写出集群的已签名配置包（netplan、NCCL 环境、启动脚本、SSH、Ansible、测试结果），供您在集群上运行的工具使用。</translation>
    </message>
    <message>
        <source>Set up passwordless &amp;SSH</source>
        <translation>设置免密码 SSH(&amp;S)</translation>
    </message>
    <message>
        <source>Passwordless SSH both ways with every member, at its planned address on its link to this Spark (each member&apos;s person is asked). mpirun needs it for the NCCL test.</source>
        <translation>与每个成员双向免密码 SSH，使用其在与本 Spark 相连链路上的计划地址（会询问每个成员处的操作者）。NCCL 测试的 mpirun 需要它。</translation>
    </message>
    <message>
        <source>SSH is set up here once the plan is in force: apply and keep it first (the members&apos; planned addresses are what SSH uses).</source>
        <translation>计划生效后才能在此设置 SSH：请先应用并保留计划（SSH 使用成员的计划地址）。</translation>
    </message>
    <message>
        <source>%1 on %2: ✔ %3</source>
        <translation>%2 上的%1：✔ %3</translation>
    </message>
    <message>
        <source>%1 on %2: ✘ %3
Fix: %4
Measured: %5</source>
        <translation>%2 上的%1：✘ %3
修复：%4
测得：%5</translation>
    </message>
    <message>
        <source>check again</source>
        <translation>重新检查</translation>
    </message>
    <message>
        <source>RDMA bandwidth</source>
        <translation>RDMA 带宽</translation>
    </message>
    <message>
        <source>ib_write_bw, 4 QPs, %1 s per twin</source>
        <translation>ib_write_bw，4 个 QP，每个孪生接口 %1 s</translation>
    </message>
    <message>
        <source>skipped: %1</source>
        <translation>已跳过：%1</translation>
    </message>
    <message>
        <source>measuring…</source>
        <translation>正在测量…</translation>
    </message>
    <message>
        <source>✘ %1</source>
        <translation>✘ %1</translation>
    </message>
    <message>
        <source>Bandwidth</source>
        <translation>带宽</translation>
    </message>
    <message>
        <source>%1 Gb/s, %2</source>
        <translation>%1 Gb/s，%2</translation>
    </message>
    <message>
        <source>Bandwidth on %1: ✘ %2
Fix: %3
Measured: %4</source>
        <translation>%1 上的带宽：✘ %2
修复：%3
测得：%4</translation>
    </message>
    <message>
        <source>Bandwidth on %1: ✔ %2</source>
        <translation>%1 上的带宽：✔ %2</translation>
    </message>
    <message>
        <source>Every check passed; measuring what each twin carries (%1 s)…</source>
        <translation>所有检查均已通过；正在测量每个孪生接口的传输能力（%1 s）…</translation>
    </message>
</context>
<context>
    <name>WelcomePage</name>
    <message>
        <source>&lt;p&gt;Sparkwire joins two or more DGX Sparks into one cluster over their ConnectX-7 200GbE ports. It will:&lt;/p&gt;&lt;ol&gt;&lt;li&gt;show how this Spark&apos;s QSFP ports and their twin halves are cabled;&lt;/li&gt;&lt;li&gt;find the other Spark and pair with it;&lt;/li&gt;&lt;li&gt;plan the addresses (one subnet per twin, MTU 9000), show you the netplan file, and apply it with an automatic way back;&lt;/li&gt;&lt;li&gt;set up passwordless SSH between the Sparks;&lt;/li&gt;&lt;li&gt;prove the link with RDMA and NCCL tests, and keep a live bandwidth dashboard.&lt;/li&gt;&lt;/ol&gt;&lt;p&gt;&lt;b&gt;You need:&lt;/b&gt; a second DGX Spark, an approved QSFP cable between the same port on both (usually port 1, the outermost), and an administrator password for the network change.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Sparkwire 通过 ConnectX-7 200GbE 端口将两台或更多 DGX Spark 组成一个集群。它将：&lt;/p&gt;&lt;ol&gt;&lt;li&gt;显示本 Spark 的 QSFP 端口及其孪生半部的布线情况；&lt;/li&gt;&lt;li&gt;找到另一台 Spark 并与之配对；&lt;/li&gt;&lt;li&gt;规划地址（每个孪生口一个子网，MTU 9000），向您展示 netplan 文件，并以可自动回退的方式应用它；&lt;/li&gt;&lt;li&gt;在各 Spark 之间设置免密码 SSH；&lt;/li&gt;&lt;li&gt;用 RDMA 和 NCCL 测试验证链路，并提供实时带宽仪表板。&lt;/li&gt;&lt;/ol&gt;&lt;p&gt;&lt;b&gt;您需要：&lt;/b&gt;第二台 DGX Spark、一条连接两台相同端口（通常是最外侧的端口 1）的认证 QSFP 线缆，以及用于更改网络的管理员密码。&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Welcome</source>
        <translation>欢迎</translation>
    </message>
    <message>
        <source>Two Sparks, one cable, a few minutes.</source>
        <translation>两台 Spark，一条线缆，几分钟。</translation>
    </message>
    <message>
        <source>This Spark (%1): %2 ConnectX-7 twin halves, %3 of them with a link.</source>
        <translation>本 Spark（%1）：%2 个 ConnectX-7 孪生半部，其中 %3 个有链路。</translation>
    </message>
    <message>
        <source>This is a demo: the Spark is simulated and nothing on this computer will be changed.</source>
        <translation>这是演示：Spark 是模拟的，不会更改这台计算机上的任何内容。</translation>
    </message>
    <message>
        <source>Demo scenario</source>
        <translation>演示场景</translation>
    </message>
    <message>
        <source>Healthy Spark &amp;pair</source>
        <translation>健康的 Spark 对(&amp;P)</translation>
    </message>
    <message>
        <source>&amp;Classic faults (for learning the diagnoses)</source>
        <translation>典型故障（用于学习诊断）(&amp;C)</translation>
    </message>
    <message>
        <source>MTU 1500, an unaddressed idle twin, cloud-init&apos;s file overriding a CX-7 netdev, and NCCL on the 1GbE management port: see what Review, Help → Diagnose and the dashboard&apos;s tests say.</source>
        <translation>MTU 1500、一个未分配地址而闲置的孪生端口、cloud-init 的文件覆盖了一个 CX-7 网络设备，以及 NCCL 走 1GbE 管理端口：看看审阅、帮助 → 诊断和仪表板的测试怎么说。</translation>
    </message>
    <message>
        <source>&amp;Restart the demo with this scenario</source>
        <translation>以此场景重新启动演示(&amp;R)</translation>
    </message>
    <message>
        <source>%1 is configuring this Spark&apos;s cluster.</source>
        <translation>%1 正在配置本 Spark 的集群。</translation>
    </message>
    <message>
        <source>This Spark is a member of %1&apos;s cluster.</source>
        <translation>本 Spark 是 %1 的集群的成员。</translation>
    </message>
    <message numerus="yes">
        <source>This Spark keeps a cluster of %n Spark(s): check it, or change it.</source>
        <translation>
            <numerusform>本 Spark 保留着一个由 %n 台 Spark 组成的集群：检查它，或更改它。</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 (node %2, this Spark)</source>
        <translation>%1（节点 %2，本 Spark）</translation>
    </message>
    <message>
        <source>%1 (node %2)</source>
        <translation>%1（节点 %2）</translation>
    </message>
    <message numerus="yes">
        <source>This Spark keeps the cluster %1 of %n Spark(s), configured from here and kept on every member: %2. Review and Apply show its plan as it is now; Verify checks every link again.</source>
        <translation>
            <numerusform>本 Spark 保留着由 %n 台 Spark 组成的集群 %1，它从这里配置并在每个成员上保留：%2。“审阅”和“应用”显示其当前方案；“验证”会再次检查每条链路。</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>WizardFrame</name>
    <message>
        <source>&amp;Back</source>
        <translation>上一步(&amp;B)</translation>
    </message>
    <message>
        <source>&amp;Next</source>
        <translation>下一步(&amp;N)</translation>
    </message>
    <message>
        <source>Steps</source>
        <translation>步骤</translation>
    </message>
    <message>
        <source>%1. %2</source>
        <translation>%1. %2</translation>
    </message>
</context>
<context>
    <name>YamlText</name>
    <message>
        <source>indent with spaces and separate values with spaces</source>
        <translation>请用空格缩进，并用空格分隔值</translation>
    </message>
    <message>
        <source>save the file with Unix line endings (LF, not CRLF or CR)</source>
        <translation>请以 Unix 换行符（LF，而不是 CRLF 或 CR）保存文件</translation>
    </message>
    <message>
        <source>replace it with a plain line break or remove it</source>
        <translation>请将其替换为普通换行符或删除它</translation>
    </message>
    <message>
        <source>save the file as UTF-8 without a byte order mark</source>
        <translation>请将文件保存为不带字节顺序标记的 UTF-8</translation>
    </message>
    <message>
        <source>remove it</source>
        <translation>请删除它</translation>
    </message>
    <message>
        <source>line %1, column %2: %3 is not allowed (YAML readers disagree on it); %4</source>
        <translation>第 %1 行第 %2 列：不允许使用 %3（各 YAML 解析器对其理解不一致）；%4</translation>
    </message>
    <message numerus="yes">
        <source>%n more such characters</source>
        <translation>
            <numerusform>另有 %n 个此类字符</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>main</name>
    <message>
        <source>No ConnectX-7 ports</source>
        <translation>没有 ConnectX-7 端口</translation>
    </message>
    <message>
        <source>Sparkwire found no ConnectX-7 port under %1. This computer is not a DGX Spark, or its mlx5_core driver is not loaded.</source>
        <translation>Sparkwire 在 %1 下未找到任何 ConnectX-7 端口。这台计算机不是 DGX Spark，或者其 mlx5_core 驱动未加载。</translation>
    </message>
    <message>
        <source>You can explore Sparkwire with a simulated Spark instead. Nothing on this computer is changed in the demo.</source>
        <translation>您可以改用模拟的 Spark 来体验 Sparkwire。演示不会更改这台计算机上的任何内容。</translation>
    </message>
    <message>
        <source>Start the &amp;demo</source>
        <translation>启动演示(&amp;D)</translation>
    </message>
    <message>
        <source>Cluster DGX Sparks over their ConnectX-7 ports.</source>
        <translation>通过 ConnectX-7 端口将 DGX Spark 组成集群。</translation>
    </message>
    <message>
        <source>Read hardware from DIR instead of /sys.</source>
        <translation>从 DIR 而不是 /sys 读取硬件信息。</translation>
    </message>
    <message>
        <source>Demo unavailable</source>
        <translation>演示不可用</translation>
    </message>
    <message>
        <source>Peer discovery is off: %1</source>
        <translation>对端发现已关闭：%1</translation>
    </message>
    <message>
        <source>Starting Sparkwire: reading this node&apos;s key (the desktop keyring may ask for its password)…</source>
        <translation>正在启动 Sparkwire：正在读取本节点的密钥（桌面密钥环可能会要求输入密码）…</translation>
    </message>
    <message>
        <source>Show the window in LANG (one of: %1) instead of the language chosen in the settings or the desktop&apos;s.</source>
        <translation>以 LANG（可选：%1）显示窗口，而不是使用设置中选择的语言或桌面语言。</translation>
    </message>
    <message>
        <source>sparkwire: there is no language &apos;%1&apos;; choose one of: %2</source>
        <translation>sparkwire：没有语言“%1”；请从以下选择：%2</translation>
    </message>
    <message>
        <source>Run against a simulated Spark; change nothing. --demo=faults: one with the classic faults, for learning the diagnoses.</source>
        <translation>针对模拟的 Spark 运行，不做任何更改。--demo=faults：带有典型故障的模拟 Spark，用于学习诊断。</translation>
    </message>
    <message>
        <source>This window does not answer other Sparks (pairing, cluster changes): port %1 is taken, most likely by `sparkwirectl agent`, which answers them instead. Once it stops, this window answers them. (%2)</source>
        <translation>此窗口不应答其他 Spark（配对、集群更改）：端口 %1 已被占用，很可能是 `sparkwirectl agent` 在代为应答。它停止后，此窗口将接手应答。（%2）</translation>
    </message>
    <message>
        <source>This window answers other Sparks now: port %1 came free.</source>
        <translation>此窗口现在应答其他 Spark：端口 %1 已空出。</translation>
    </message>
</context>
<context>
    <name>sparkwire::bench::LaunchPathCheck</name>
    <message>
        <source>no answer from %1 port %2 (%3) within %4 ms: a firewall on the head or on the path drops it; allow TCP port %2 from the fabric subnet on the head</source>
        <translation>%4 ms 内 %1 端口 %2（%3）没有应答：主节点上或路径上的防火墙丢弃了它；请在主节点上允许来自互连子网的 TCP 端口 %2</translation>
    </message>
    <message>
        <source>%1 is not an IPv4 address</source>
        <translation>%1 不是 IPv4 地址</translation>
    </message>
    <message>
        <source>connected: %1 listens on port %2</source>
        <translation>已连接：%1 在端口 %2 上监听</translation>
    </message>
    <message>
        <source>refused: the path to %1 port %2 is open, nothing listens there yet</source>
        <translation>被拒绝：到 %1 端口 %2 的路径是通的，只是那里尚无程序监听</translation>
    </message>
    <message>
        <source>this Spark&apos;s own firewall does not let it connect to %1 port %2; allow outgoing TCP port %2 on the fabric</source>
        <translation>此 Spark 自己的防火墙不允许它连接 %1 端口 %2；请在互连网络上允许出站 TCP 端口 %2</translation>
    </message>
    <message>
        <source>no answer from %1 port %2: a firewall on the head or on the path drops it; allow TCP port %2 from the fabric subnet on the head</source>
        <translation>%1 端口 %2 没有应答：主节点上或路径上的防火墙丢弃了它；请在主节点上允许来自互连子网的 TCP 端口 %2</translation>
    </message>
    <message>
        <source>%1 cannot be reached (%2) and no netdev here routes to it: the head&apos;s address is not on this Spark&apos;s fabric subnets; apply the cluster plan again</source>
        <translation>无法到达 %1（%2），本机也没有网络设备路由到它：主节点的地址不在此 Spark 的互连子网中；请重新应用集群方案</translation>
    </message>
    <message>
        <source>%1 cannot be reached through %2 (%3): wrong address or cable, or the head rejects it with an ICMP error; check the cable on %2 and that the head holds %1</source>
        <translation>无法通过 %2 到达 %1（%3）：地址或线缆错误，或主节点以 ICMP 错误拒绝；请检查 %2 上的线缆以及主节点是否持有 %1</translation>
    </message>
</context>
<context>
    <name>sparkwire::bench::LinkChecks</name>
    <message>
        <source>%1 bytes unfragmented to %2: replies</source>
        <translation>%1 字节不分片发往 %2：有回复</translation>
    </message>
    <message>
        <source>%1 cannot send %2-byte packets unfragmented: the MTU is smaller somewhere on this side.</source>
        <translation>%1 无法不分片地发送 %2 字节的数据包：本端某处的 MTU 较小。</translation>
    </message>
    <message>
        <source>No reply to %1-byte unfragmented pings from %2 on %3: the peer&apos;s MTU is smaller, or it is not reachable on this twin.</source>
        <translation>%3 上从 %2 发出的 %1 字节不分片 ping 没有回复：对端的 MTU 较小，或在此孪生口上无法到达对端。</translation>
    </message>
    <message>
        <source>Set mtu: 9000 on this twin on both Sparks (and on the switch port), then check again; if small pings fail too, check the cable and the addresses.</source>
        <translation>请在两台 Spark 的此孪生口上（以及交换机端口上）设置 mtu: 9000，然后再次检查；如果小的 ping 也失败，请检查线缆和地址。</translation>
    </message>
    <message>
        <source>The ping on %1 did not run.</source>
        <translation>%1 上的 ping 未运行。</translation>
    </message>
    <message>
        <source>Is iputils-ping installed, and the netdev up?</source>
        <translation>是否已安装 iputils-ping，netdev 是否已启用？</translation>
    </message>
    <message>
        <source>RoCE v2 IPv4 GID at index %1</source>
        <translation>RoCE v2 IPv4 GID 位于索引 %1</translation>
    </message>
    <message>
        <source>no RoCE v2 IPv4 GID</source>
        <translation>没有 RoCE v2 IPv4 GID</translation>
    </message>
    <message>
        <source>%1 has no RoCE v2 GID for an IPv4 address: RDMA and NCCL cannot use it.</source>
        <translation>%1 没有用于 IPv4 地址的 RoCE v2 GID：RDMA 和 NCCL 无法使用它。</translation>
    </message>
    <message>
        <source>%1 GID entries, none RoCE v2 + IPv4</source>
        <translation>%1 个 GID 条目，没有 RoCE v2 + IPv4 的条目</translation>
    </message>
    <message>
        <source>no such netdev</source>
        <translation>没有这个 netdev</translation>
    </message>
    <message>
        <source>Apply the plan so the twin has its IPv4 address; the GID follows within a second.</source>
        <translation>请应用方案，使孪生口获得其 IPv4 地址；GID 会在一秒内随之出现。</translation>
    </message>
    <message>
        <source>MTU %1</source>
        <translation>MTU %1</translation>
    </message>
    <message>
        <source>%1 has MTU %2, not %3: RoCE then runs with 1024-byte frames.</source>
        <translation>%1 的 MTU 为 %2，而不是 %3：RoCE 将以 1024 字节帧运行。</translation>
    </message>
    <message>
        <source>Apply the plan (mtu: 9000) on both Sparks.</source>
        <translation>请在两台 Spark 上应用方案（mtu: 9000）。</translation>
    </message>
</context>
<context>
    <name>sparkwire::bench::NcclRunner</name>
    <message>
        <source>%1 not found on PATH or in ~/nccl-tests/build; build nccl-tests or give its path</source>
        <translation>在 PATH 或 ~/nccl-tests/build 中找不到 %1；请构建 nccl-tests 或指定其路径</translation>
    </message>
    <message>
        <source>cannot start %1: %2</source>
        <translation>无法启动 %1：%2</translation>
    </message>
</context>
<context>
    <name>sparkwire::bench::NetworkLinkTests</name>
    <message>
        <source>TCP on every twin to %1</source>
        <translation>到 %1 的每个孪生口上的 TCP</translation>
    </message>
    <message>
        <source>ib_write_bw on every twin to %1: %2 Gb/s</source>
        <translation>到 %1 的每个孪生口上的 ib_write_bw：%2 Gb/s</translation>
    </message>
    <message>
        <source>NCCL all_gather</source>
        <translation>NCCL all_gather</translation>
    </message>
    <message>
        <source>nccl-tests exited with status %1</source>
        <translation>nccl-tests 以状态 %1 退出</translation>
    </message>
    <message>
        <source>No paired member found yet: cable the other Spark and let it run Sparkwire.</source>
        <translation>尚未找到已配对的成员：请连接另一台 Spark 并让它运行 Sparkwire。</translation>
    </message>
    <message>
        <source>%1 is not on the cables now.</source>
        <translation>%1 现在不在线缆上。</translation>
    </message>
    <message>
        <source>Asking %1 for test servers…</source>
        <translation>正在向 %1 请求测试服务器…</translation>
    </message>
    <message>
        <source>Asking %1 for ib_write_bw servers…</source>
        <translation>正在向 %1 请求 ib_write_bw 服务器…</translation>
    </message>
    <message>
        <source>Starting nccl-tests…</source>
        <translation>正在启动 nccl-tests…</translation>
    </message>
    <message>
        <source>Starting nccl-tests… Warning: %1</source>
        <translation>正在启动 nccl-tests… 警告：%1</translation>
    </message>
</context>
<context>
    <name>sparkwire::bench::PeerTestServers</name>
    <message numerus="yes">
        <source>%1 runs a %2 s %3 test against %n server(s).</source>
        <translation>
            <numerusform>%1 针对 %n 个服务器运行 %2 秒的 %3 测试。</numerusform>
        </translation>
    </message>
    <message>
        <source>This node stopped serving tests.</source>
        <translation>本节点已停止提供测试服务。</translation>
    </message>
    <message>
        <source>Unknown test server: %1</source>
        <translation>未知的测试服务器：%1</translation>
    </message>
    <message>
        <source>Another test took the servers.</source>
        <translation>另一个测试占用了服务器。</translation>
    </message>
</context>
<context>
    <name>sparkwire::bench::RdmaLinkTest</name>
    <message>
        <source>ib_write_bw stopped: %1</source>
        <translation>ib_write_bw 已停止：%1</translation>
    </message>
    <message>
        <source>no output</source>
        <translation>无输出</translation>
    </message>
    <message>
        <source>no twin to test</source>
        <translation>没有可测试的孪生口</translation>
    </message>
    <message>
        <source>%1 printed no figure in the test&apos;s %2 s: nothing was measured on this twin.</source>
        <translation>%1 在测试的 %2 秒内没有输出任何数值：这个孪生口上什么也没有测到。</translation>
    </message>
    <message>
        <source>ib_write_bw printed no result line</source>
        <translation>ib_write_bw 没有输出结果行</translation>
    </message>
    <message>
        <source>Run the test again for longer (--duration); if it stays empty, run ib_write_bw by hand on both Sparks and read its own words.</source>
        <translation>用更长的时间再运行一次测试（--duration）；如果仍然没有结果，请在两台 Spark 上手动运行 ib_write_bw，并阅读它自己的输出。</translation>
    </message>
</context>
<context>
    <name>sparkwire::bench::ResultKeeper</name>
    <message>
        <source>TCP (iperf3) to %1, per twin</source>
        <translation>到 %1 的 TCP（iperf3），按孪生接口</translation>
    </message>
    <message>
        <source>RDMA write bandwidth to %1, per twin</source>
        <translation>到 %1 的 RDMA 写带宽，按孪生接口</translation>
    </message>
    <message>
        <source>Cannot create %1 to keep the test result.</source>
        <translation>无法创建 %1 来保存测试结果。</translation>
    </message>
</context>
<context>
    <name>sparkwire::bench::TcpLinkTest</name>
    <message>
        <source>no result from %1</source>
        <translation>没有来自 %1 的结果</translation>
    </message>
</context>
<context>
    <name>sparkwire::bench::TestServers</name>
    <message>
        <source>A %1 test server did not start listening within %2 s.</source>
        <translation>%1 测试服务器未在 %2 秒内开始监听。</translation>
    </message>
    <message>
        <source>No twin here has an RDMA device with a link, an IPv4 address and its RoCE v2 GID.</source>
        <translation>此处没有任何孪生口具有带链路、IPv4 地址及其 RoCE v2 GID 的 RDMA 设备。</translation>
    </message>
    <message>
        <source>No CX-7 netdev here has a link and an IPv4 address.</source>
        <translation>此处没有任何 CX-7 netdev 具有链路和 IPv4 地址。</translation>
    </message>
    <message>
        <source>%1 test server could not start: %2</source>
        <translation>%1 测试服务器无法启动：%2</translation>
    </message>
    <message>
        <source>ib_write_bw could not serve here: %1</source>
        <translation>ib_write_bw 无法在此提供服务：%1</translation>
    </message>
    <message>
        <source>The TCP test server could not serve here: %1</source>
        <translation>TCP 测试服务器无法在此提供服务：%1</translation>
    </message>
    <message>
        <source>no output</source>
        <translation>无输出</translation>
    </message>
</context>
<context>
    <name>sparkwire::bundle::BundleExportJob</name>
    <message>
        <source>Reading the state of every member of %1…</source>
        <translation>正在读取 %1 中每个成员的状态…</translation>
    </message>
    <message>
        <source>Cancelled: no bundle was written.</source>
        <translation>已取消：未写入配置包。</translation>
    </message>
    <message>
        <source>Writing the bundle…</source>
        <translation>正在写入配置包…</translation>
    </message>
    <message>
        <source>the members&apos; cabling is no longer the cluster&apos;s record. Check the cables, or apply the cluster again.</source>
        <translation>成员的布线已与集群记录不一致。请检查线缆，或重新应用集群。</translation>
    </message>
</context>
<context>
    <name>sparkwire::cluster::ForeignChangeWatch</name>
    <message>
        <source>is at MTU %1 (the kept plan: %2)</source>
        <translation>的 MTU 为 %1（保留的方案：%2）</translation>
    </message>
    <message>
        <source>has lost its address %1</source>
        <translation>丢失了其地址 %1</translation>
    </message>
    <message>
        <source>has %1 instead of %2</source>
        <translation>的地址为 %1，而非 %2</translation>
    </message>
    <message>
        <source>has %1 besides the kept plan&apos;s %2</source>
        <translation>除了保留方案的 %2 之外还有 %1</translation>
    </message>
    <message>
        <source> and </source>
        <translation>，并且</translation>
    </message>
    <message>
        <source>/%1 (%2)</source>
        <translation>/%1（%2）</translation>
    </message>
    <message>
        <source>configured by %1</source>
        <translation>由 %1 配置</translation>
    </message>
    <message>
        <source>perhaps configured by %1 (it cannot be read here)</source>
        <translation>可能由 %1 配置（此处无法读取）</translation>
    </message>
    <message>
        <source>no netplan file but Sparkwire&apos;s configures it: changed by hand or by a tool outside netplan</source>
        <translation>除 Sparkwire 的文件外没有 netplan 文件配置它：是手动或由 netplan 之外的工具更改的</translation>
    </message>
    <message>
        <source>%1: %2 %3 — %4</source>
        <translation>%1：%2 %3 — %4</translation>
    </message>
</context>
<context>
    <name>sparkwire::cluster::LaunchPathRun</name>
    <message>
        <source>no answer in time</source>
        <translation>未及时应答</translation>
    </message>
    <message>
        <source>no answer in time: %1</source>
        <translation>未及时应答：%1</translation>
    </message>
    <message>
        <source>the cluster record has no node 1</source>
        <translation>集群记录中没有节点 1</translation>
    </message>
    <message>
        <source>not cabled to %1: its launchers reach the head only through another Spark, which this check does not cover</source>
        <translation>未与 %1 直连：它的启动程序只能经由另一台 Spark 到达主节点，此检查不涵盖这种情况</translation>
    </message>
    <message>
        <source>no planned address of it on the links to this Spark</source>
        <translation>它在通往此 Spark 的链路上没有规划地址</translation>
    </message>
    <message>
        <source>not reached: %1</source>
        <translation>未到达：%1</translation>
    </message>
    <message>
        <source>no longer paired with this Spark</source>
        <translation>已不再与此 Spark 配对</translation>
    </message>
    <message>
        <source>refused: %1</source>
        <translation>被拒绝：%1</translation>
    </message>
    <message>
        <source>an answer that cannot be read: %1</source>
        <translation>无法读取的应答：%1</translation>
    </message>
</context>
<context>
    <name>sparkwire::cluster::LaunchPathService</name>
    <message>
        <source>not paired</source>
        <translation>未配对</translation>
    </message>
    <message>
        <source>%1 keeps no cluster record: %2</source>
        <translation>%1 没有保存集群记录：%2</translation>
    </message>
    <message>
        <source>%1&apos;s kept cluster was planned by another Spark</source>
        <translation>%1 保留的集群是由另一台 Spark 规划的</translation>
    </message>
    <message>
        <source>%1 runs %2 launch-path checks already</source>
        <translation>%1 已在运行 %2 项启动路径检查</translation>
    </message>
</context>
<context>
    <name>sparkwire::cluster::MemberService</name>
    <message>
        <source>not paired</source>
        <translation>未配对</translation>
    </message>
    <message>
        <source>this Spark&apos;s helper is not there</source>
        <translation>本 Spark 的辅助程序不存在</translation>
    </message>
    <message>
        <source>Refused a cluster request from %1: %2</source>
        <translation>拒绝了来自 %1 的集群请求：%2</translation>
    </message>
    <message>
        <source>refused by %1: %2</source>
        <translation>被 %1 拒绝：%2</translation>
    </message>
    <message>
        <source>its state is larger than %1 bytes</source>
        <translation>其状态大于 %1 字节</translation>
    </message>
    <message>
        <source>not a valid try: %1</source>
        <translation>不是有效的试用：%1</translation>
    </message>
    <message>
        <source>a change from %1 is already pending here</source>
        <translation>来自 %1 的更改已在此处等待中</translation>
    </message>
    <message>
        <source>the cluster record does not name this Spark as a member</source>
        <translation>集群记录未将本 Spark 列为成员</translation>
    </message>
    <message>
        <source>the cluster record does not name %1 as its seat and a member</source>
        <translation>集群记录未将 %1 列为其操作端和成员</translation>
    </message>
    <message>
        <source>%1 is already exactly this.</source>
        <translation>%1 已与此完全一致。</translation>
    </message>
    <message>
        <source>%1 (now)</source>
        <translation>%1（当前）</translation>
    </message>
    <message>
        <source>%1 (new)</source>
        <translation>%1（新）</translation>
    </message>
    <message>
        <source>nobody is here to ask</source>
        <translation>这里没有人可以询问</translation>
    </message>
    <message>
        <source>%1 (paired) asks to apply this network plan on this Spark now, for the cluster %2. It reverts on its own after %3 s unless %1 confirms it. Apply it?</source>
        <translation>%1（已配对）请求现在在本 Spark 上为集群 %2 应用此网络方案。除非 %1 确认，它将在 %3 秒后自行还原。是否应用？</translation>
    </message>
    <message>
        <source>cancelled on %1</source>
        <translation>已在 %1 上取消</translation>
    </message>
    <message>
        <source>declined by %1&apos;s person</source>
        <translation>被 %1 的使用者拒绝</translation>
    </message>
    <message>
        <source>applying on %1; it reverts after %2 s unless confirmed</source>
        <translation>正在 %1 上应用；除非得到确认，将在 %2 秒后还原</translation>
    </message>
    <message>
        <source>the helper did not apply it: %1</source>
        <translation>辅助程序未应用它：%1</translation>
    </message>
    <message>
        <source>The change from %1 was not applied: %2</source>
        <translation>来自 %1 的更改未被应用：%2</translation>
    </message>
    <message>
        <source>nothing was tried here</source>
        <translation>此处未尝试任何操作</translation>
    </message>
    <message>
        <source>the change here is %1&apos;s</source>
        <translation>此处的更改属于 %1</translation>
    </message>
    <message>
        <source>not a valid verify: %1</source>
        <translation>不是有效的验证：%1</translation>
    </message>
    <message>
        <source>%1 is not a CX-7 netdev here</source>
        <translation>%1 在此处不是 CX-7 netdev</translation>
    </message>
    <message>
        <source>the try is still being checked</source>
        <translation>试用仍在检查中</translation>
    </message>
    <message>
        <source>the change is ending</source>
        <translation>更改即将结束</translation>
    </message>
    <message>
        <source>the change is not in force</source>
        <translation>更改未生效</translation>
    </message>
    <message>
        <source>a delegated change is kept only on the seat&apos;s signature</source>
        <translation>委托的更改只有在操作端签名后才会保留</translation>
    </message>
    <message>
        <source>the change is no longer pending on %1</source>
        <translation>更改在 %1 上已不再处于待处理状态</translation>
    </message>
    <message>
        <source>confirmed by %1</source>
        <translation>已由 %1 确认</translation>
    </message>
    <message>
        <source>%1 kept the plan but could not store the cluster record: %2</source>
        <translation>%1 保留了方案，但无法存储集群记录：%2</translation>
    </message>
    <message>
        <source>kept on %1</source>
        <translation>已在 %1 上保留</translation>
    </message>
    <message>
        <source>reverted on %1: nothing was pending</source>
        <translation>已在 %1 上还原：没有待处理的更改</translation>
    </message>
    <message>
        <source>reverted on %1: nothing was applied</source>
        <translation>已在 %1 上还原：未应用任何内容</translation>
    </message>
    <message>
        <source>the change is being kept</source>
        <translation>更改正在被保留</translation>
    </message>
    <message>
        <source>cancelled by %1</source>
        <translation>被 %1 取消</translation>
    </message>
    <message>
        <source>reverted by %1&apos;s person</source>
        <translation>被 %1 的使用者还原</translation>
    </message>
    <message>
        <source>could not revert on %1: %2</source>
        <translation>无法在 %1 上还原：%2</translation>
    </message>
    <message>
        <source>SSH to and from %1 still uses its old address: %2</source>
        <translation>与 %1 之间的 SSH 仍使用其旧地址：%2</translation>
    </message>
    <message>
        <source>%1 is going back to its previous file</source>
        <translation>%1 正在恢复其先前的文件</translation>
    </message>
    <message>
        <source>going back to the previous file on %1</source>
        <translation>正在 %1 上恢复先前的文件</translation>
    </message>
    <message>
        <source>the seat&apos;s addresses do not fit the plan: %1</source>
        <translation>操作端的地址与计划不符：%1</translation>
    </message>
</context>
<context>
    <name>sparkwire::cluster::RemoteMember</name>
    <message>
        <source>no answer</source>
        <translation>无回复</translation>
    </message>
    <message>
        <source>%1 did not answer %2 within %3 s</source>
        <translation>%1 未在 %3 秒内回复 %2</translation>
    </message>
    <message>
        <source>the plan for %1 is larger than %2 bytes</source>
        <translation>%1 的方案大于 %2 字节</translation>
    </message>
    <message>
        <source>%1 cannot be reached: no beacon from it was heard</source>
        <translation>无法联系 %1：没有收到它的信标</translation>
    </message>
    <message>
        <source>%1 cannot be reached at %2: %3</source>
        <translation>无法通过 %2 联系 %1：%3</translation>
    </message>
    <message>
        <source>%1 went away during %2: %3</source>
        <translation>%1 在%2期间消失：%3</translation>
    </message>
    <message>
        <source>%1 is no longer paired with this Spark</source>
        <translation>%1 已不再与本 Spark 配对</translation>
    </message>
    <message>
        <source>%1 did not give its state: %2</source>
        <translation>%1 未提供其状态：%2</translation>
    </message>
    <message>
        <source>%1 refused the plan: %2</source>
        <translation>%1 拒绝了方案：%2</translation>
    </message>
    <message>
        <source>%1 could not verify: %2</source>
        <translation>%1 无法验证：%2</translation>
    </message>
    <message>
        <source>%1 did not keep the plan: %2</source>
        <translation>%1 未保留方案：%2</translation>
    </message>
    <message>
        <source>%1 did not revert: %2</source>
        <translation>%1 未还原：%2</translation>
    </message>
    <message>
        <source>%1 answered with a state that cannot be read: %2</source>
        <translation>%1 回复的状态无法读取：%2</translation>
    </message>
    <message>
        <source>%1 answered with the state of another Spark</source>
        <translation>%1 回复的是另一台 Spark 的状态</translation>
    </message>
    <message>
        <source>%1 answered with checks that cannot be read: %2</source>
        <translation>%1 回复的检查结果无法读取：%2</translation>
    </message>
    <message>
        <source>%1 cannot be reached: no beacon from it was heard here, and through the other members: %2</source>
        <translation>无法联系 %1：本机没有收到它的信标，经由其他成员也不行：%2</translation>
    </message>
</context>
<context>
    <name>sparkwire::cluster::SshToMembers</name>
    <message>
        <source>%1: %2</source>
        <translation>%1：%2</translation>
    </message>
    <message>
        <source>✔ %1: %2</source>
        <translation>✔ %1：%2</translation>
    </message>
    <message>
        <source>✘ %1: SSH not set up: %2</source>
        <translation>✘ %1：未设置 SSH：%2</translation>
    </message>
    <message>
        <source>Setting up SSH with %1 at %2…</source>
        <translation>正在与 %1（%2）设置 SSH…</translation>
    </message>
</context>
<context>
    <name>sparkwire::discovery::DiscoveryAgent</name>
    <message>
        <source>cannot listen on UDP port %1: %2 %3</source>
        <translation>无法在 UDP 端口 %1 上监听：%2 %3</translation>
    </message>
</context>
<context>
    <name>sparkwire::doctor::PlanReapply</name>
    <message>
        <source>Apply this Spark&apos;s network plan (40-cx7.yaml) again? The helper applies it with its countdown and sets every CX-7 netdev back to the plan, MTU 9000 included; the links drop for a moment.</source>
        <translation>再次应用此 Spark 的网络方案（40-cx7.yaml）？辅助程序会带倒计时应用它，并将每个 CX-7 netdev 恢复为方案中的设置（包括 MTU 9000）；链路会短暂中断。</translation>
    </message>
    <message>
        <source>Apply this Spark&apos;s network plan (40-cx7.yaml) again? The helper writes it again with mode 0600 and applies it with its countdown; the links drop for a moment.</source>
        <translation>再次应用此 Spark 的网络方案（40-cx7.yaml）？辅助程序会以 0600 权限重新写入并带倒计时应用它；链路会短暂中断。</translation>
    </message>
    <message>
        <source>%1 is not on this Spark.</source>
        <translation>%1 不在此 Spark 上。</translation>
    </message>
    <message>
        <source>%1 has no carrier.</source>
        <translation>%1 没有载波（链路未连接）。</translation>
    </message>
    <message>
        <source>%1 does not have its address %2.</source>
        <translation>%1 没有其地址 %2。</translation>
    </message>
    <message>
        <source>%1 has MTU %2, not %3.</source>
        <translation>%1 的 MTU 为 %2，而不是 %3。</translation>
    </message>
    <message>
        <source>there is no helper to apply with</source>
        <translation>没有可用于应用的辅助程序</translation>
    </message>
    <message>
        <source>this Spark has no 40-cx7.yaml to apply again</source>
        <translation>此 Spark 没有可再次应用的 40-cx7.yaml</translation>
    </message>
    <message>
        <source>the 40-cx7.yaml in force names no netdev to check</source>
        <translation>生效的 40-cx7.yaml 未列出可检查的网络设备</translation>
    </message>
    <message>
        <source>Applied the plan again, checked the links and kept it.</source>
        <translation>已重新应用计划、检查链路并保留。</translation>
    </message>
    <message>
        <source>reverted: %1</source>
        <translation>已还原：%1</translation>
    </message>
    <message>
        <source>Not kept: %1 The helper put the earlier configuration back (%2).</source>
        <translation>未保留：%1 助手已恢复之前的配置（%2）。</translation>
    </message>
</context>
<context>
    <name>sparkwire::helper::HelperClient</name>
    <message>
        <source>sparkwire-helper answered Challenge with %1 bytes instead of %2</source>
        <translation>sparkwire-helper 对 Challenge 的回复为 %1 字节，而不是 %2 字节</translation>
    </message>
    <message>
        <source>sparkwire-helper answered Delegations with something that is not a JSON array</source>
        <translation>sparkwire-helper 对 Delegations 的回复不是 JSON 数组</translation>
    </message>
    <message>
        <source>sparkwire-helper cannot be reached (%1). The Sparkwire helper is not installed or the system bus is not running: install the Sparkwire package, or start D-Bus (systemctl start dbus).</source>
        <translation>无法连接 sparkwire-helper（%1）。Sparkwire 辅助程序未安装，或系统总线未运行：请安装 Sparkwire 软件包，或启动 D-Bus（systemctl start dbus）。</translation>
    </message>
    <message>
        <source>no connection to the system bus</source>
        <translation>未连接到系统总线</translation>
    </message>
</context>
<context>
    <name>sparkwire::hw::InventoryMonitor</name>
    <message>
        <source>address on %1</source>
        <translation>%1 上的地址</translation>
    </message>
    <message>
        <source>route</source>
        <translation>路由</translation>
    </message>
    <message>
        <source>route via %1</source>
        <translation>经由 %1 的路由</translation>
    </message>
</context>
<context>
    <name>sparkwire::hw::NetlinkLinkSource</name>
    <message>
        <source>netlink: %1</source>
        <translation>netlink：%1</translation>
    </message>
</context>
<context>
    <name>sparkwire::mdns::AvahiLanDiscovery</name>
    <message>
        <source>avahi-daemon stopped</source>
        <translation>avahi-daemon 已停止</translation>
    </message>
    <message>
        <source>no system D-Bus to reach avahi-daemon (%1)</source>
        <translation>没有可连接 avahi-daemon 的系统 D-Bus（%1）</translation>
    </message>
    <message>
        <source>not connected</source>
        <translation>未连接</translation>
    </message>
    <message>
        <source>avahi-daemon is not running (%1)</source>
        <translation>avahi-daemon 未运行（%1）</translation>
    </message>
    <message>
        <source>avahi-daemon refused to browse (%1)</source>
        <translation>avahi-daemon 拒绝浏览（%1）</translation>
    </message>
    <message>
        <source>avahi-daemon did not take the announcement (%1)</source>
        <translation>avahi-daemon 未接受通告（%1）</translation>
    </message>
</context>
<context>
    <name>sparkwire::metrics::MetricsHistory</name>
    <message>
        <source>There is no recorded history of port %1 to export.</source>
        <translation>没有端口 %1 的历史记录可导出。</translation>
    </message>
</context>
<context>
    <name>sparkwire::netplan::NetplanTransaction</name>
    <message>
        <source>; the previous configuration is back</source>
        <translation>；之前的配置已恢复</translation>
    </message>
    <message>
        <source>; reverting also failed: %1</source>
        <translation>；还原也失败了：%1</translation>
    </message>
    <message>
        <source>netplan is still applying the previous step; try again when it has finished</source>
        <translation>netplan 仍在应用上一步；请在完成后重试</translation>
    </message>
    <message>
        <source>no apply command is configured</source>
        <translation>未配置应用命令</translation>
    </message>
    <message>
        <source>cannot run %1: %2</source>
        <translation>无法运行 %1：%2</translation>
    </message>
    <message>
        <source>%1 did not finish within %2 s</source>
        <translation>%1 未在 %2 秒内完成</translation>
    </message>
    <message>
        <source>%1 failed (exit %2): %3</source>
        <translation>%1 失败（退出码 %2）：%3</translation>
    </message>
    <message>
        <source>another change is still waiting to be confirmed or reverted</source>
        <translation>另一项更改仍在等待确认或还原</translation>
    </message>
    <message>
        <source>cannot create %1</source>
        <translation>无法创建 %1</translation>
    </message>
    <message>
        <source>there is no change waiting for confirmation</source>
        <translation>没有等待确认的更改</translation>
    </message>
    <message>
        <source>nothing was confirmed: the pending change is incomplete (%1)</source>
        <translation>未确认任何内容：待处理的更改不完整（%1）</translation>
    </message>
    <message>
        <source>nothing was confirmed: %1 is not the file that was applied</source>
        <translation>未确认任何内容：%1 不是已应用的文件</translation>
    </message>
    <message>
        <source>nothing was confirmed: the current file must be kept as the previous one, and %1</source>
        <translation>未确认任何内容：当前文件必须保留为之前的文件，并且%1</translation>
    </message>
    <message>
        <source>nothing was confirmed: cannot create %1</source>
        <translation>未确认任何内容：无法创建 %1</translation>
    </message>
    <message>
        <source>nothing was confirmed: %1</source>
        <translation>未确认任何内容：%1</translation>
    </message>
    <message>
        <source>there is no change to revert</source>
        <translation>没有可还原的更改</translation>
    </message>
</context>
<context>
    <name>sparkwire::peers::FleetSubscription</name>
    <message>
        <source>no answer within %1 s</source>
        <translation>%1 秒内无应答</translation>
    </message>
    <message>
        <source>this Spark is not paired with the member; pair first</source>
        <translation>本 Spark 未与该成员配对；请先配对</translation>
    </message>
    <message>
        <source>no address and no route to it</source>
        <translation>没有地址，也没有路径</translation>
    </message>
</context>
<context>
    <name>sparkwire::peers::NetworkPeerSession</name>
    <message>
        <source>Connecting to %1…</source>
        <translation>正在连接到 %1…</translation>
    </message>
    <message>
        <source>Comparing codes with the Spark that calls itself %1…</source>
        <translation>正在与自称为 %1 的 Spark 比对代码…</translation>
    </message>
    <message>
        <source>SSH is set up only with a paired peer; pair first</source>
        <translation>只能与已配对的对端设置 SSH；请先配对</translation>
    </message>
    <message>
        <source>Making this Spark&apos;s SSH key…</source>
        <translation>正在生成本 Spark 的 SSH 密钥…</translation>
    </message>
    <message>
        <source>the Spark that answered is not paired with this one; pair first</source>
        <translation>回复的 Spark 未与本机配对；请先配对</translation>
    </message>
    <message>
        <source>Waiting for %1&apos;s person to let this key in…</source>
        <translation>正在等待 %1 的使用者接受此密钥…</translation>
    </message>
    <message>
        <source>%1 did not add the key: %2</source>
        <translation>%1 未添加密钥：%2</translation>
    </message>
    <message>
        <source>%1 added the key but sent no SSH host key to pin; is openssh-server installed there?</source>
        <translation>%1 已添加密钥，但没有发送可固定的 SSH 主机密钥；那里是否安装了 openssh-server？</translation>
    </message>
    <message>
        <source>`ssh %1` logs in to %2@%3 without a password; its host key is pinned in ~/.ssh/known_hosts.</source>
        <translation>`ssh %1` 无需密码即可登录 %2@%3；其主机密钥已固定在 ~/.ssh/known_hosts 中。</translation>
    </message>
    <message>
        <source>plans go only to a paired peer; pair first</source>
        <translation>方案只会发送给已配对的对端；请先配对</translation>
    </message>
    <message>
        <source>Waiting for %1&apos;s person to review the plan…</source>
        <translation>正在等待 %1 的使用者审阅方案…</translation>
    </message>
    <message>
        <source>test servers come only from a paired peer; pair first</source>
        <translation>测试服务器只能来自已配对的对端；请先配对</translation>
    </message>
    <message>
        <source>Asking %1 for test servers…</source>
        <translation>正在向 %1 请求测试服务器…</translation>
    </message>
    <message>
        <source>Logins from %1 to this Spark are not set up: there is no ed25519 SSH host key at %2 (is openssh-server installed here?).</source>
        <translation>未设置从 %1 登录到此 Spark：%2 处没有 ed25519 SSH 主机密钥（此处是否安装了 openssh-server？）。</translation>
    </message>
    <message>
        <source>Waiting for %1&apos;s person to set up logins back to this Spark…</source>
        <translation>正在等待 %1 的操作人员设置登录回此 Spark……</translation>
    </message>
    <message>
        <source>Logins from %1 to this Spark are not set up: %2</source>
        <translation>未设置从 %1 登录到此 Spark：%2</translation>
    </message>
    <message>
        <source>%1 was reached over IPv6; set up IPv4 on the CX-7 links first</source>
        <translation>%1 是通过 IPv6 连接的；请先在 CX-7 链路上设置 IPv4</translation>
    </message>
    <message>
        <source>%1 logs in here as %2 the same way, from %3 only.</source>
        <translation>%1 同样可以以 %2 身份登录此处，仅限来自 %3。</translation>
    </message>
    <message>
        <source>%1 answered: %2</source>
        <translation>%1 答复：%2</translation>
    </message>
</context>
<context>
    <name>sparkwire::peers::PeerConnection</name>
    <message>
        <source>the peer closed the connection</source>
        <translation>对端关闭了连接</translation>
    </message>
    <message>
        <source>no hello within %1 s</source>
        <translation>%1 秒内没有收到 hello</translation>
    </message>
    <message>
        <source>nobody answered within %1 s</source>
        <translation>%1 秒内无人回复</translation>
    </message>
    <message>
        <source>idle for %1 s</source>
        <translation>空闲 %1 秒</translation>
    </message>
    <message>
        <source>the peer presented no certificate</source>
        <translation>对端未提供证书</translation>
    </message>
    <message>
        <source>the Spark that answered has key %1, not the paired key %2: the address may belong to another machine, or a beacon was forged</source>
        <translation>回复的 Spark 的密钥为 %1，而不是已配对的密钥 %2：该地址可能属于另一台机器，或者信标是伪造的</translation>
    </message>
    <message>
        <source>malformed message: %1</source>
        <translation>格式错误的消息：%1</translation>
    </message>
    <message>
        <source>expected hello</source>
        <translation>应为 hello</translation>
    </message>
    <message>
        <source>the peer&apos;s hello does not match its TLS key</source>
        <translation>对端的 hello 与其 TLS 密钥不符</translation>
    </message>
    <message>
        <source>unexpected pair-start</source>
        <translation>意外的 pair-start</translation>
    </message>
    <message>
        <source>pairing was not accepted now</source>
        <translation>现在不接受配对</translation>
    </message>
    <message>
        <source>unexpected pair-commit</source>
        <translation>意外的 pair-commit</translation>
    </message>
    <message>
        <source>unexpected pair-nonce</source>
        <translation>意外的 pair-nonce</translation>
    </message>
    <message>
        <source>unexpected pair-reveal</source>
        <translation>意外的 pair-reveal</translation>
    </message>
    <message>
        <source>the peer&apos;s nonce does not match its commitment: someone may be interfering</source>
        <translation>对端的随机数与其承诺不符：可能有人在干扰</translation>
    </message>
    <message>
        <source>unexpected pair-confirm</source>
        <translation>意外的 pair-confirm</translation>
    </message>
    <message>
        <source>unexpected request</source>
        <translation>意外的请求</translation>
    </message>
    <message>
        <source>a request before the last one was answered</source>
        <translation>上一个请求尚未回复就收到了新请求</translation>
    </message>
    <message>
        <source>not paired: pair first (sparkwirectl pair %1)</source>
        <translation>未配对：请先配对（sparkwirectl pair %1）</translation>
    </message>
    <message>
        <source>unexpected response</source>
        <translation>意外的响应</translation>
    </message>
    <message>
        <source>the peer refused</source>
        <translation>对端拒绝了</translation>
    </message>
    <message>
        <source>a second hello</source>
        <translation>第二个 hello</translation>
    </message>
    <message>
        <source>you declined</source>
        <translation>您已拒绝</translation>
    </message>
    <message>
        <source>%1 declined</source>
        <translation>%1 已拒绝</translation>
    </message>
    <message>
        <source>the pairing was not confirmed within %1 s</source>
        <translation>配对未在 %1 秒内确认</translation>
    </message>
</context>
<context>
    <name>sparkwire::peers::PeerRelay</name>
    <message>
        <source>cannot listen on %1 for a relay: %2</source>
        <translation>无法在 %1 上为中继监听：%2</translation>
    </message>
    <message>
        <source>cannot listen on %1 for a relay</source>
        <translation>无法在 %1 上为中继监听</translation>
    </message>
</context>
<context>
    <name>sparkwire::peers::PeerResponder</name>
    <message>
        <source>%1 does not accept pairing now. On %1, press &quot;Accept a pairing request&quot; on the Find peers page (or run `sparkwirectl agent --accept-pairing`), then pair again.</source>
        <translation>%1 现在不接受配对。请在 %1 上的“查找对端”页面点击“接受配对请求”（或运行 `sparkwirectl agent --accept-pairing`），然后重新配对。</translation>
    </message>
    <message>
        <source>Does the Spark that calls itself %1 show the same code?</source>
        <translation>自称为 %1 的 Spark 显示的代码是否相同？</translation>
    </message>
    <message>
        <source>Paired with %1 (key %2).</source>
        <translation>已与 %1 配对（密钥 %2）。</translation>
    </message>
    <message>
        <source>Not paired with %1: %2.</source>
        <translation>未与 %1 配对：%2。</translation>
    </message>
    <message>
        <source>%1 went away before you answered (%2); nothing was stored.</source>
        <translation>%1 在您回答之前已离开（%2）；未存储任何内容。</translation>
    </message>
    <message>
        <source>A peer</source>
        <translation>一个对端</translation>
    </message>
    <message>
        <source>Connection from %1 ended: %2.</source>
        <translation>来自 %1 的连接已结束：%2。</translation>
    </message>
    <message>
        <source>a peer</source>
        <translation>一个对端</translation>
    </message>
    <message>
        <source>Let %1 apply Sparkwire network plans on this Spark without asking each time? Each plan is still checked by this Spark&apos;s helper and reverts on its own unless %1 confirms it.</source>
        <translation>是否允许 %1 在本 Spark 上应用 Sparkwire 网络方案而无需每次询问？每个方案仍由本 Spark 的辅助程序检查，除非 %1 确认，否则会自行还原。</translation>
    </message>
    <message>
        <source>%1&apos;s network plans will be asked about here each time.</source>
        <translation>此处每次都会询问 %1 的网络方案。</translation>
    </message>
    <message>
        <source>%1 may now apply network plans here; this Spark&apos;s helper checks each one, and it reverts unless %1 confirms it.</source>
        <translation>%1 现在可以在此应用网络方案；本 Spark 的辅助程序会检查每个方案，除非 %1 确认，否则会还原。</translation>
    </message>
    <message>
        <source>Could not record that %1 may apply network plans here (%2); its plans will be asked about each time.</source>
        <translation>无法记录 %1 可以在此应用网络方案（%2）；每次都会询问其方案。</translation>
    </message>
    <message>
        <source>%1 takes no part in cluster changes now</source>
        <translation>%1 现在不参与集群更改</translation>
    </message>
    <message>
        <source>%1 offers no test server</source>
        <translation>%1 未提供测试服务器</translation>
    </message>
    <message>
        <source>unknown request</source>
        <translation>未知的请求</translation>
    </message>
    <message>
        <source>%1&apos;s user has no home directory for ~/.ssh</source>
        <translation>%1 的用户没有用于 ~/.ssh 的主目录</translation>
    </message>
    <message>
        <source>%1 (paired) asks to log in here as %2 without a password. Add its key to ~/.ssh/authorized_keys?</source>
        <translation>%1（已配对）请求以 %2 身份免密码登录此处。是否将其密钥添加到 ~/.ssh/authorized_keys？</translation>
    </message>
    <message>
        <source>declined by %1&apos;s person</source>
        <translation>被 %1 的使用者拒绝</translation>
    </message>
    <message>
        <source>%1 connected over IPv6; a key can only be limited to IPv4 addresses: set up IPv4 on the CX-7 links first</source>
        <translation>%1 通过 IPv6 连接；密钥只能限制为 IPv4 地址：请先在 CX-7 链路上设置 IPv4</translation>
    </message>
    <message>
        <source>Added; %1 can now log in as %2 without a password.</source>
        <translation>已添加；%1 现在可以免密码以 %2 身份登录。</translation>
    </message>
    <message>
        <source>Refused the plan %1 proposed: %2</source>
        <translation>拒绝了 %1 提出的方案：%2</translation>
    </message>
    <message>
        <source>refused by %1: %2</source>
        <translation>被 %1 拒绝：%2</translation>
    </message>
    <message>
        <source>%1 (paired) proposes this netplan for this Spark. Keep it for you to review and apply?</source>
        <translation>%1（已配对）为本 Spark 提出了此 netplan。是否保留它以供您审阅和应用？</translation>
    </message>
    <message>
        <source>kept on %1 for its person to apply</source>
        <translation>已在 %1 上保留，由其使用者应用</translation>
    </message>
    <message>
        <source>Saved the plan from %1 to %2. Review it, then apply it with: sparkwirectl apply %2</source>
        <translation>已将来自 %1 的方案保存到 %2。请审阅后使用以下命令应用：sparkwirectl apply %2</translation>
    </message>
    <message>
        <source>%1 sends no metrics</source>
        <translation>%1 不发送指标</translation>
    </message>
    <message>
        <source>metrics asked for faster than %1 Hz</source>
        <translation>请求的指标频率高于 %1 Hz</translation>
    </message>
    <message>
        <source>%1 does not run the doctor for peers</source>
        <translation>%1 不为对端运行诊断</translation>
    </message>
    <message>
        <source>%1 (paired) offers that you log in there as %2 without a password. Send it this Spark&apos;s SSH public key and add %1 to ~/.ssh/config?</source>
        <translation>%1（已配对）提议您无需密码以 %2 身份登录到它。要把此 Spark 的 SSH 公钥发送给它并把 %1 添加到 ~/.ssh/config 吗？</translation>
    </message>
    <message>
        <source>%1 connected over IPv6; set up IPv4 on the CX-7 links first</source>
        <translation>%1 通过 IPv6 连接；请先在 CX-7 链路上设置 IPv4</translation>
    </message>
    <message>
        <source>`ssh %1` now logs in to %2 as %3 without a password; its host key is pinned in ~/.ssh/known_hosts.</source>
        <translation>现在 `ssh %1` 可无需密码以 %3 身份登录到 %2；其主机密钥已固定在 ~/.ssh/known_hosts 中。</translation>
    </message>
    <message>
        <source>The Spark that calls itself %1 asked to pair again; its earlier question is withdrawn.</source>
        <translation>自称为 %1 的 Spark 再次请求配对；它之前的询问已撤回。</translation>
    </message>
    <message>
        <source>Paired with %1; the pairing request of the Spark that calls itself %2 was declined (one pairing at a time).</source>
        <translation>已与 %1 配对；自称为 %2 的 Spark 的配对请求已被拒绝（一次只配对一个）。</translation>
    </message>
    <message>
        <source>%1 relays for nobody</source>
        <translation>%1 不为任何人中继</translation>
    </message>
    <message>
        <source>%1 relays only to another Spark</source>
        <translation>%1 只中继到另一台 Spark</translation>
    </message>
    <message>
        <source>%1 hears no Spark %2 on its CX-7 links</source>
        <translation>%1 在其 CX-7 链路上没有收到 Spark %2</translation>
    </message>
    <message>
        <source>%1 relays %2 streams already</source>
        <translation>%1 已在中继 %2 个流</translation>
    </message>
    <message>
        <source>%1 relays only on its CX-7 links</source>
        <translation>%1 只在其 CX-7 链路上中继</translation>
    </message>
    <message>
        <source>Relaying a stream from %1 to %2 (%3 on %4)</source>
        <translation>正在将 %1 的一个流中继到 %2（%3，经 %4）</translation>
    </message>
    <message>
        <source>%1 got no answer from %2 within %3 s</source>
        <translation>%1 在 %3 秒内未收到 %2 的应答</translation>
    </message>
    <message>
        <source>%1 could not reach %2: %3</source>
        <translation>%1 无法连接 %2：%3</translation>
    </message>
    <message>
        <source>Tunnelling a stream from %1 to %2 (%3)</source>
        <translation>正在为 %1 到 %2 的一个流建立隧道（%3）</translation>
    </message>
</context>
<context>
    <name>sparkwire::peers::PeerServer</name>
    <message>
        <source>cannot listen on TCP port %1 (%2)</source>
        <translation>无法在 TCP 端口 %1 上监听（%2）</translation>
    </message>
    <message>
        <source>Refused a connection from %1 on %2: too many connections open</source>
        <translation>拒绝了来自 %1 在 %2 上的连接：打开的连接过多</translation>
    </message>
</context>
<context>
    <name>sparkwire::peers::RefusalNotices</name>
    <message>
        <source>Connections refused in the last minute besides those shown: %1 (from %2).</source>
        <translation>过去一分钟内除已显示者外被拒绝的连接：%1（来自 %2）。</translation>
    </message>
</context>
<context>
    <name>sparkwire::peers::RelayRequest</name>
    <message>
        <source>%1 does not relay to it: %2</source>
        <translation>%1 不为其中继：%2</translation>
    </message>
</context>
<context>
    <name>sparkwire::peers::TunnelChain</name>
    <message>
        <source>%1 did not open a tunnel within %2 s</source>
        <translation>%1 未在 %2 秒内打开隧道</translation>
    </message>
    <message>
        <source>a tunnel needs at least one hop</source>
        <translation>隧道至少需要一个中转</translation>
    </message>
    <message>
        <source>%1 is no longer paired with this Spark</source>
        <translation>%1 已不再与本 Spark 配对</translation>
    </message>
    <message>
        <source>%1 does not tunnel to it: %2</source>
        <translation>%1 不为其建立隧道：%2</translation>
    </message>
    <message>
        <source>cannot make a socket pair for the tunnel: %1</source>
        <translation>无法为隧道创建套接字对：%1</translation>
    </message>
    <message>
        <source>cannot use a socket pair for the tunnel</source>
        <translation>无法使用隧道的套接字对</translation>
    </message>
</context>
<context>
    <name>sparkwire::sim::DemoApplyBackend</name>
    <message>
        <source>not confirmed in time</source>
        <translation>未及时确认</translation>
    </message>
    <message>
        <source>another change is waiting to be confirmed or reverted</source>
        <translation>另一项更改正在等待确认或还原</translation>
    </message>
    <message>
        <source>cancelled</source>
        <translation>已取消</translation>
    </message>
    <message>
        <source>no change is pending here</source>
        <translation>此处没有待确认的更改</translation>
    </message>
</context>
<context>
    <name>sparkwire::sim::DemoCluster</name>
    <message>
        <source>/%1 also configures %2 and comes later, so its settings win. Remove %2 from it, or Sparkwire&apos;s settings will not take effect.</source>
        <translation>/%1 也配置了 %2 且顺序更靠后，因此它的设置优先。请从中删除 %2，否则 Sparkwire 的设置不会生效。</translation>
    </message>
    <message>
        <source>/%1 also configures %2; Sparkwire&apos;s file overrides it.</source>
        <translation>/%1 也配置了 %2；Sparkwire 的文件会覆盖它。</translation>
    </message>
    <message>
        <source>%1 does not answer: no cable reaches it (demo).</source>
        <translation>%1 没有回复：没有线缆连到它（演示）。</translation>
    </message>
    <message>
        <source>%1 did not answer in time (demo fault).</source>
        <translation>%1 未及时回复（演示故障）。</translation>
    </message>
    <message>
        <source>No such demo member.</source>
        <translation>没有这个演示成员。</translation>
    </message>
    <message>
        <source>%1 declined the plan (demo fault).</source>
        <translation>%1 拒绝了方案（演示故障）。</translation>
    </message>
    <message>
        <source>%1 already has a change waiting to be confirmed or reverted.</source>
        <translation>%1 已有一项更改在等待确认或还原。</translation>
    </message>
    <message>
        <source>Nothing is waiting to be confirmed.</source>
        <translation>没有等待确认的内容。</translation>
    </message>
    <message>
        <source>%1 could not keep the plan (demo fault).</source>
        <translation>%1 无法保留方案（演示故障）。</translation>
    </message>
    <message>
        <source>nothing was tried here</source>
        <translation>此处未尝试任何操作</translation>
    </message>
    <message>
        <source>no reply to %1-byte unfragmented pings from %2 (demo)</source>
        <translation>从 %2 发出的 %1 字节不分片 ping 没有回复（演示）</translation>
    </message>
    <message>
        <source>%1 does not reach %2: its cable is out (demo).</source>
        <translation>%1 无法到达 %2：其线缆已拔出（演示）。</translation>
    </message>
    <message>
        <source>Plug the cable of this twin back in, then apply again.</source>
        <translation>请将此孪生口的线缆重新插好，然后再次应用。</translation>
    </message>
    <message>
        <source>MTU 1500, not %1 (demo)</source>
        <translation>MTU 1500，而不是 %1（演示）</translation>
    </message>
    <message>
        <source>no address from the plan: no reply from %1 (demo)</source>
        <translation>没有来自计划的地址：%1 没有应答（演示）</translation>
    </message>
    <message>
        <source>Another netplan file configures %1 after Sparkwire&apos;s, so its settings won: MTU 1500 and no address from the plan (demo).</source>
        <translation>另一个 netplan 文件在 Sparkwire 的文件之后配置了 %1，因此它的设置生效：MTU 1500，且没有来自计划的地址（演示）。</translation>
    </message>
    <message>
        <source>Move %1 out of the other file (Review offers it), then apply again.</source>
        <translation>将 %1 从另一个文件中移出（审阅页面提供此操作），然后重新应用。</translation>
    </message>
    <message>
        <source>no RoCE v2 IPv4 GID: the twin has no IPv4 address (demo)</source>
        <translation>没有 RoCE v2 IPv4 GID：该孪生端口没有 IPv4 地址（演示）</translation>
    </message>
    <message>
        <source>no reply from %1: the seat&apos;s twin kept no address from the plan (demo)</source>
        <translation>%1 没有回应：主控端的孪生端口没有保留计划中的地址（演示）</translation>
    </message>
    <message>
        <source>The twin at the other end of this cable kept the other netplan file&apos;s settings: no address from the plan, so %1 does not answer (demo).</source>
        <translation>这条线缆另一端的孪生端口保留了另一个 netplan 文件的设置：没有计划中的地址，因此 %1 不回应（演示）。</translation>
    </message>
    <message>
        <source>Move that twin out of the other file on the seat (Review offers it), then apply again.</source>
        <translation>在主控端把该孪生端口移出另一个文件（“审阅”页提供此操作），然后再次应用。</translation>
    </message>
</context>
<context>
    <name>sparkwire::sim::DemoLinkChecks</name>
    <message>
        <source>RoCE v2 IPv4 GID at index 3 (demo)</source>
        <translation>RoCE v2 IPv4 GID 位于索引 3（演示）</translation>
    </message>
    <message>
        <source>MTU %1 (demo)</source>
        <translation>MTU %1（演示）</translation>
    </message>
    <message>
        <source>%1 bytes unfragmented to %2: replies (demo)</source>
        <translation>%1 字节不分片发往 %2：有回复（演示）</translation>
    </message>
</context>
<context>
    <name>sparkwire::sim::DemoLinkTests</name>
    <message>
        <source>TCP on both twins (simulated)</source>
        <translation>两个孪生口上的 TCP（模拟）</translation>
    </message>
    <message>
        <source>ib_write_bw on both twins (simulated)</source>
        <translation>两个孪生口上的 ib_write_bw（模拟）</translation>
    </message>
    <message>
        <source>all_gather_perf on two Sparks (simulated)</source>
        <translation>两台 Spark 上的 all_gather_perf（模拟）</translation>
    </message>
    <message>
        <source>all_gather_perf over sockets on the management port (a real run recorded on a GPU machine, not a Spark)</source>
        <translation>all_gather_perf 经管理端口走套接字（在一台 GPU 机器上录制的真实运行，不是 Spark）</translation>
    </message>
</context>
<context>
    <name>sparkwire::sim::DemoMemberLink</name>
    <message>
        <source>%1 is not a Spark of the demo cluster.</source>
        <translation>%1 不是演示集群中的 Spark。</translation>
    </message>
    <message>
        <source>cancelled: the previous file is back (demo)</source>
        <translation>已取消：之前的文件已恢复（演示）</translation>
    </message>
    <message>
        <source>nothing was waiting to be confirmed</source>
        <translation>没有等待确认的内容</translation>
    </message>
</context>
<context>
    <name>sparkwire::sim::DemoNodeState</name>
    <message>
        <source>The demo reads its shipped netplan files, whose modes are not a Spark&apos;s: %1</source>
        <translation>演示读取随附的 netplan 文件，其权限模式与 Spark 上的不同：%1</translation>
    </message>
</context>
<context>
    <name>sparkwire::sim::DemoPeerSession</name>
    <message>
        <source>Connecting to %1…</source>
        <translation>正在连接到 %1…</translation>
    </message>
    <message>
        <source>you declined</source>
        <translation>您已拒绝</translation>
    </message>
    <message>
        <source>Waiting for %1&apos;s person to let this key in…</source>
        <translation>正在等待 %1 的使用者接受此密钥…</translation>
    </message>
    <message>
        <source>`ssh %1` would now log in without a password (demo: nothing was written).</source>
        <translation>`ssh %1` 现在无需密码即可登录（演示：未写入任何内容）。</translation>
    </message>
    <message>
        <source>Waiting for %1&apos;s person to review the plan…</source>
        <translation>正在等待 %1 的使用者审阅方案…</translation>
    </message>
    <message>
        <source>kept on %1 for its person to apply (demo: nothing was sent)</source>
        <translation>已在 %1 上保留，由其使用者应用（演示：未发送任何内容）</translation>
    </message>
    <message>
        <source>The demo runs no live tests: its results are recordings of real runs.</source>
        <translation>演示不运行实时测试：其结果是真实运行的录制。</translation>
    </message>
</context>
<context>
    <name>sparkwire::ssh::UserKeyGenerator</name>
    <message>
        <source>ssh-keygen did not finish within %1 s</source>
        <translation>ssh-keygen 未在 %1 秒内完成</translation>
    </message>
    <message>
        <source>refusing to use %1: it is %2, not a regular file of uid %3; put your own key file in its place or remove it</source>
        <translation>拒绝使用 %1：它是%2，而不是属于 uid %3 的普通文件；请将您自己的密钥文件放在该位置或删除它</translation>
    </message>
    <message>
        <source>a symbolic link (to %1)</source>
        <translation>一个符号链接（指向 %1）</translation>
    </message>
    <message>
        <source>owned by uid %1 or not a file</source>
        <translation>属于 uid %1 或不是文件</translation>
    </message>
    <message>
        <source>%1.pub is missing; remove %1 to make a new key</source>
        <translation>缺少 %1.pub；请删除 %1 以生成新密钥</translation>
    </message>
    <message>
        <source>%1.pub is not a usable public key (%2); remove %1 and %1.pub to make a new key</source>
        <translation>%1.pub 不是可用的公钥（%2）；请删除 %1 和 %1.pub 以生成新密钥</translation>
    </message>
    <message>
        <source>ssh-keygen cannot be run: %1 (install openssh-client)</source>
        <translation>无法运行 ssh-keygen：%1（请安装 openssh-client）</translation>
    </message>
    <message>
        <source>ssh-keygen failed: %1</source>
        <translation>ssh-keygen 失败：%1</translation>
    </message>
</context>
</TS>
