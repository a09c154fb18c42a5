<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="ja_JP">
<context>
    <name>AboutDialog</name>
    <message>
        <source>About Sparkwire</source>
        <translation>Sparkwire について</translation>
    </message>
    <message>
        <source>&lt;h2&gt;Sparkwire %1&lt;/h2&gt;&lt;p&gt;Turns two or more NVIDIA DGX Sparks into one cluster over their ConnectX-7 200GbE ports: cabling, addressing, pairing, SSH, and proof that RDMA and NCCL really use the fabric.&lt;/p&gt;&lt;p&gt;Built with Qt %2, libnl and rdma-core.&lt;/p&gt;&lt;p&gt;&lt;small&gt;The inventory is tested on recorded sysfs trees and real network interfaces; RDMA paths have not yet run on a real Spark.&lt;/small&gt;&lt;/p&gt;</source>
        <translation>&lt;h2&gt;Sparkwire %1&lt;/h2&gt;&lt;p&gt;2 台以上の NVIDIA DGX Spark を ConnectX-7 200GbE ポートで 1 つのクラスターにまとめます。配線、アドレス設定、ペアリング、SSH、そして RDMA と NCCL が実際にそのファブリックを使っていることの確認までを行います。&lt;/p&gt;&lt;p&gt;Qt %2、libnl、rdma-core で構築。&lt;/p&gt;&lt;p&gt;&lt;small&gt;インベントリは記録済みの sysfs ツリーと実際のネットワークインターフェースでテストされています。RDMA の経路はまだ実機の Spark で動作していません。&lt;/small&gt;&lt;/p&gt;</translation>
    </message>
</context>
<context>
    <name>ActivityFeed</name>
    <message>
        <source>no problem found</source>
        <translation>問題なし</translation>
    </message>
    <message>
        <source>Pairing: ✔ paired with %1.</source>
        <translation>ペアリング：✔ %1 とペアリングしました。</translation>
    </message>
    <message>
        <source>Pairing: ✘ not paired: %1</source>
        <translation>ペアリング：✘ ペアリングされませんでした：%1</translation>
    </message>
    <message>
        <source>SSH: ✔ %1</source>
        <translation>SSH：✔ %1</translation>
    </message>
    <message>
        <source>SSH: ✘ not set up: %1</source>
        <translation>SSH：✘ 設定されませんでした：%1</translation>
    </message>
    <message>
        <source>Apply: %1 runs the plan now, on trial.</source>
        <translation>適用：%1 が計画を試用中です。</translation>
    </message>
    <message>
        <source>Apply: ✔ every twin of %1 checked.</source>
        <translation>適用：✔ %1 のすべてのツインを確認しました。</translation>
    </message>
    <message>
        <source>Keep: ✔ %1 keeps the plan.</source>
        <translation>保持：✔ %1 は計画を保持します。</translation>
    </message>
    <message>
        <source>Apply: ↩ %1 is back on its previous network files.</source>
        <translation>適用：↩ %1 は以前のネットワークファイルに戻りました。</translation>
    </message>
    <message>
        <source>Apply: ↩ %1 is back on its previous network files: %2</source>
        <translation>適用：↩ %1 は以前のネットワークファイルに戻りました：%2</translation>
    </message>
    <message>
        <source>Apply: ✘ %1 failed: %2</source>
        <translation>適用：✘ %1 で失敗しました：%2</translation>
    </message>
    <message>
        <source>Apply: ✔ every check passed; the plan waits for Keep (or goes back by itself).</source>
        <translation>適用：✔ すべての確認に合格しました。計画は「保持」を待っています（されなければ自動で元に戻ります）。</translation>
    </message>
    <message>
        <source>Apply: ✔ nothing needed changing.</source>
        <translation>適用：✔ 変更の必要はありませんでした。</translation>
    </message>
    <message>
        <source>Apply: ✔ kept on every member.</source>
        <translation>適用：✔ すべてのメンバーで保持されました。</translation>
    </message>
    <message>
        <source>Apply: ✘ not kept: %1</source>
        <translation>適用：✘ 保持されませんでした：%1</translation>
    </message>
    <message>
        <source>TCP test to %1: %2%3</source>
        <translation>%1 への TCP テスト：%2%3</translation>
    </message>
    <message>
        <source>RDMA test to %1: %2%3</source>
        <translation>%1 への RDMA テスト：%2%3</translation>
    </message>
    <message>
        <source>NCCL test: %1%2</source>
        <translation>NCCL テスト：%1%2</translation>
    </message>
    <message>
        <source>Link test: ✘ did not run: %1</source>
        <translation>リンクテスト：✘ 実行されませんでした：%1</translation>
    </message>
    <message>
        <source>Link test: cancelled; nothing is left running.</source>
        <translation>リンクテスト：キャンセルしました。実行中のものはありません。</translation>
    </message>
    <message>
        <source>%1&apos;s network plan is applied here, on trial: it goes back by itself in %2 s unless it is kept.</source>
        <translation>%1 のネットワーク計画をここで試用中です。保持されなければ %2 秒後に自動で元に戻ります。</translation>
    </message>
    <message>
        <source>✔ The network plan is kept: %1.</source>
        <translation>✔ ネットワーク計画は保持されました：%1。</translation>
    </message>
    <message>
        <source>↩ The network plan was put back: %1</source>
        <translation>↩ ネットワーク計画は元に戻されました：%1</translation>
    </message>
</context>
<context>
    <name>ActivityLog</name>
    <message>
        <source>Activity</source>
        <translation>アクティビティ</translation>
    </message>
    <message>
        <source>Notices, oldest first</source>
        <translation>通知（古い順）</translation>
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
        <translation>「このネットワーク」</translation>
    </message>
    <message>
        <source>loopback</source>
        <translation>ループバック</translation>
    </message>
    <message>
        <source>link-local (use --addressing link-local for that)</source>
        <translation>リンクローカル（それには --addressing link-local を使ってください）</translation>
    </message>
    <message>
        <source>multicast</source>
        <translation>マルチキャスト</translation>
    </message>
    <message>
        <source>reserved</source>
        <translation>予約済み</translation>
    </message>
    <message>
        <source>%1 is in the %2 range %3</source>
        <translation>%1 は %2 の範囲 %3 にあります</translation>
    </message>
    <message>
        <source>%1 is not a private range (10.0.0.0/8, 172.16.0.0/12 or 192.168.0.0/16)</source>
        <translation>%1 はプライベート範囲（10.0.0.0/8、172.16.0.0/12、192.168.0.0/16）ではありません</translation>
    </message>
    <message>
        <source>a two-node topology has exactly 2 nodes, not %1</source>
        <translation>2 ノード構成のノード数はちょうど 2 です（%1 ではありません）</translation>
    </message>
    <message>
        <source>a switch fabric has 2 to %1 nodes, not %2</source>
        <translation>スイッチ構成のノード数は 2～%1 です（%2 ではありません）</translation>
    </message>
    <message>
        <source>port must be 0 or 1, not %1</source>
        <translation>ポートは 0 または 1 でなければなりません（%1 ではありません）</translation>
    </message>
    <message>
        <source>MTU %1 is outside %2..%3; use 9000 for RoCE</source>
        <translation>MTU %1 は %2..%3 の範囲外です。RoCE には 9000 を使ってください</translation>
    </message>
    <message>
        <source>subnet base: %1</source>
        <translation>サブネットの先頭：%1</translation>
    </message>
    <message>
        <source>subnet base %1: the prefix must be /16 to /31</source>
        <translation>サブネットの先頭 %1：プレフィックスは /16～/31 でなければなりません</translation>
    </message>
    <message>
        <source>a cable names node %1 port %2, which this %3-node plan does not have</source>
        <translation>ケーブルがノード %1 のポート %2 を指していますが、この %3 ノードのプランにはありません</translation>
    </message>
    <message>
        <source>node %1 port %2 is in two cables; a QSFP port takes one</source>
        <translation>ノード %1 のポート %2 が 2 本のケーブルに含まれています。QSFP ポートに挿せるのは 1 本です</translation>
    </message>
    <message>
        <source>a cable loops node %1 back to itself</source>
        <translation>ケーブルがノード %1 を自分自身に折り返しています</translation>
    </message>
    <message>
        <source>twin %1</source>
        <translation>ツイン %1</translation>
    </message>
    <message>
        <source>cable %1 twin %2</source>
        <translation>ケーブル %1 ツイン %2</translation>
    </message>
    <message>
        <source>%1 would run past 255.255.255.255; choose a lower subnet base</source>
        <translation>%1 は 255.255.255.255 を超えてしまいます。もっと小さいサブネットの先頭を選んでください</translation>
    </message>
    <message>
        <source>%1: %2; choose another subnet base</source>
        <translation>%1：%2。別のサブネットの先頭を選んでください</translation>
    </message>
    <message>
        <source>%1 (%2) is too small to number %3 nodes; use a larger subnet, e.g. /24</source>
        <translation>%1（%2）は %3 ノードに番号を振るには小さすぎます。/24 など、もっと大きなサブネットを使ってください</translation>
    </message>
    <message>
        <source>%1 (%2) overlaps %3 already on this host (%4); choose another subnet base</source>
        <translation>%1（%2）はこのホストに既にある %3（%4）と重なっています。別のサブネットの先頭を選んでください</translation>
    </message>
    <message>
        <source>node %1 has no netdev for port %2 half %3</source>
        <translation>ノード %1 のポート %2 ハーフ %3 に netdev がありません</translation>
    </message>
    <message>
        <source>a ring has %1 to %2 nodes, not %3 (use a switch for more)</source>
        <translation>リングは %1〜%2 ノードです（%3 ではありません）。それ以上はスイッチを使ってください</translation>
    </message>
</context>
<context>
    <name>AddressingPage</name>
    <message>
        <source>&amp;Cancel</source>
        <translation>キャンセル(&amp;C)</translation>
    </message>
    <message>
        <source>&amp;Read again</source>
        <translation>再読み込み(&amp;R)</translation>
    </message>
    <message>
        <source>Node n&amp;umbers</source>
        <translation>ノード番号(&amp;U)</translation>
    </message>
    <message>
        <source>Stop waiting for the members&apos; answers.</source>
        <translation>メンバーの応答を待つのをやめます。</translation>
    </message>
    <message>
        <source>Ask every member for its state again.</source>
        <translation>すべてのメンバーに状態をもう一度問い合わせます。</translation>
    </message>
    <message>
        <source>Node N gets host address .N on every subnet. The numbers a configured cluster keeps are kept.</source>
        <translation>ノード N はすべてのサブネットでホストアドレス .N を受け取ります。構成済みのクラスターが保持している番号はそのまま使われます。</translation>
    </message>
    <message>
        <source>The first subnet. Each cable-twin gets the next block of the same size.</source>
        <translation>最初のサブネット。各ケーブルのツインが順に同じ大きさの次のブロックを受け取ります。</translation>
    </message>
    <message>
        <source>9000 gives RoCE 4096-byte frames; 1500 limits it to 1024.</source>
        <translation>9000 では RoCE が 4096 バイトのフレームを使えます。1500 では 1024 に制限されます。</translation>
    </message>
    <message>
        <source>Member</source>
        <translation>メンバー</translation>
    </message>
    <message>
        <source>Netdev</source>
        <translation>Netdev</translation>
    </message>
    <message>
        <source>Port / half</source>
        <translation>ポート / ハーフ</translation>
    </message>
    <message>
        <source>Address</source>
        <translation>アドレス</translation>
    </message>
    <message>
        <source>Cabled to</source>
        <translation>接続先</translation>
    </message>
    <message>
        <source>Planned addresses of every member</source>
        <translation>すべてのメンバーの予定アドレス</translation>
    </message>
    <message>
        <source>First &amp;subnet:</source>
        <translation>最初のサブネット(&amp;S)：</translation>
    </message>
    <message>
        <source>&amp;MTU:</source>
        <translation>MTU(&amp;M)：</translation>
    </message>
    <message>
        <source>Addressing plan</source>
        <translation>アドレス計画</translation>
    </message>
    <message>
        <source>Every member&apos;s node number and addresses, planned together from the cabling they report. Each twin half gets its own subnet, so both carry traffic.</source>
        <translation>各メンバーのノード番号とアドレスを、メンバーが報告した配線からまとめて計画します。ツインの各ハーフが独自のサブネットを持つため、両方がトラフィックを運びます。</translation>
    </message>
    <message>
        <source>Reading the state of %1…</source>
        <translation>%1 の状態を読み込み中…</translation>
    </message>
    <message>
        <source>✘ %1</source>
        <translation>✘ %1</translation>
    </message>
    <message>
        <source>✘ Could not read the state of %1: %2</source>
        <translation>✘ %1 の状態を読み込めませんでした：%2</translation>
    </message>
    <message>
        <source>Read the state of %1.</source>
        <translation>%1 の状態を読み込みました。</translation>
    </message>
    <message>
        <source>Two Sparks, one cable: both twins of it carry traffic.</source>
        <translation>Spark 2 台、ケーブル 1 本：その両方のツインがトラフィックを運びます。</translation>
    </message>
    <message numerus="yes">
        <source>%n Sparks on a switch, every one on its port %1.</source>
        <translation>
            <numerusform>スイッチ上の Spark %n 台、いずれもポート %1 を使用。</numerusform>
        </translation>
    </message>
    <message>
        <source>Node number of %1</source>
        <translation>%1 のノード番号</translation>
    </message>
    <message>
        <source>%1 (this Spark):</source>
        <translation>%1（この Spark）：</translation>
    </message>
    <message>
        <source>%1:</source>
        <translation>%1：</translation>
    </message>
    <message>
        <source>%1 (node %2, this Spark)</source>
        <translation>%1（ノード %2、この Spark）</translation>
    </message>
    <message>
        <source>%1 (node %2)</source>
        <translation>%1（ノード %2）</translation>
    </message>
    <message>
        <source>%1 / %2</source>
        <translation>%1 / %2</translation>
    </message>
    <message>
        <source>link-local</source>
        <translation>リンクローカル</translation>
    </message>
    <message>
        <source>%1 port %2</source>
        <translation>%1 ポート %2</translation>
    </message>
    <message>
        <source>switch</source>
        <translation>スイッチ</translation>
    </message>
    <message numerus="yes">
        <source>%n Sparks in a ring: each cable is its own pair of subnets.</source>
        <translation>
            <numerusform>%n 台の Spark のリング: ケーブルごとに専用のサブネットの組があります。</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ApplyBackend</name>
    <message>
        <source>Here the other netplan files cannot be changed: edit them on this Spark yourself.</source>
        <translation>ここでは他の netplan ファイルを変更できません。この Spark で自分で編集してください。</translation>
    </message>
    <message>
        <source>Here the other tools&apos; files cannot be moved: use sparkwirectl netplan other-tools --move-aside on this Spark.</source>
        <translation>ここでは他のツールのファイルを移動できません：この Spark で sparkwirectl netplan other-tools --move-aside を使ってください。</translation>
    </message>
</context>
<context>
    <name>ApplyPage</name>
    <message>
        <source>&amp;Apply to every Spark</source>
        <translation>すべての Spark に適用(&amp;A)</translation>
    </message>
    <message>
        <source>&amp;Cancel on every Spark</source>
        <translation>すべての Spark でキャンセル(&amp;C)</translation>
    </message>
    <message>
        <source>&amp;Retry</source>
        <translation>再試行(&amp;R)</translation>
    </message>
    <message>
        <source>Every member&apos;s progress</source>
        <translation>各メンバーの進行状況</translation>
    </message>
    <message>
        <source>Member</source>
        <translation>メンバー</translation>
    </message>
    <message>
        <source>Node</source>
        <translation>ノード</translation>
    </message>
    <message>
        <source>Phase</source>
        <translation>フェーズ</translation>
    </message>
    <message>
        <source>Reason</source>
        <translation>理由</translation>
    </message>
    <message>
        <source>Every Spark goes back to its previous file.</source>
        <translation>すべての Spark が以前のファイルに戻ります。</translation>
    </message>
    <message>
        <source>Read every member&apos;s state again and apply the same plan.</source>
        <translation>すべてのメンバーの状態をもう一度読み込み、同じプランを適用します。</translation>
    </message>
    <message>
        <source>Apply</source>
        <translation>適用</translation>
    </message>
    <message>
        <source>Every Spark tries its new file, checks every twin to its neighbours, and keeps it only when all of them pass.</source>
        <translation>各 Spark が新しいファイルを試し、隣接ノードへの各ツインを確認し、すべて合格したときだけそれを保持します。</translation>
    </message>
    <message>
        <source>waiting</source>
        <translation>待機中</translation>
    </message>
    <message>
        <source>reading its state</source>
        <translation>状態を読み込み中</translation>
    </message>
    <message>
        <source>trying</source>
        <translation>試行中</translation>
    </message>
    <message>
        <source>tried, waiting for the others</source>
        <translation>試行済み、他を待機中</translation>
    </message>
    <message>
        <source>verifying its twins</source>
        <translation>ツインを検証中</translation>
    </message>
    <message>
        <source>verified</source>
        <translation>検証済み</translation>
    </message>
    <message>
        <source>confirming</source>
        <translation>確定中</translation>
    </message>
    <message>
        <source>✔ confirmed</source>
        <translation>✔ 確定済み</translation>
    </message>
    <message>
        <source>cancelling</source>
        <translation>キャンセル中</translation>
    </message>
    <message>
        <source>↩ reverted</source>
        <translation>↩ 元に戻しました</translation>
    </message>
    <message>
        <source>✘ failed</source>
        <translation>✘ 失敗</translation>
    </message>
    <message>
        <source>unchanged</source>
        <translation>変更なし</translation>
    </message>
    <message>
        <source>Every Spark already has this plan and keeps this cluster record.</source>
        <translation>すべての Spark が既にこのプランを持ち、このクラスター記録を保持しています。</translation>
    </message>
    <message>
        <source>Each Spark gets its file: its helper keeps the previous one, applies the new one and starts a countdown. Then every Spark checks each twin to its neighbours (RoCE GID, MTU, an unfragmented ping). Only when every check passes is the change kept on all of them; otherwise every Spark goes back to its previous file, and one that cannot be reached goes back by itself when its countdown ends. A Spark whose administrator asked to be asked each time shows its person the question first.</source>
        <translation>各 Spark が自分のファイルを受け取ります。ヘルパーは以前のファイルを保持したまま新しいファイルを適用し、カウントダウンを開始します。次に各 Spark が隣接ノードへの各ツインを確認します（RoCE GID、MTU、断片化しない ping）。すべての確認に合格したときだけ、全台で変更が保持されます。そうでなければすべての Spark が以前のファイルに戻り、到達できない Spark もカウントダウン終了時に自動で戻ります。管理者が毎回確認するよう設定した Spark では、先にその利用者に確認が表示されます。</translation>
    </message>
    <message>
        <source>Already configured, nothing changed.</source>
        <translation>構成済みのため、何も変更していません。</translation>
    </message>
    <message>
        <source>%1 (this Spark)</source>
        <translation>%1（この Spark）</translation>
    </message>
    <message>
        <source>Reading every member&apos;s state again…</source>
        <translation>すべてのメンバーの状態を再読み込み中…</translation>
    </message>
    <message>
        <source>Waiting for every member…</source>
        <translation>すべてのメンバーを待機中…</translation>
    </message>
    <message>
        <source>Trying the plan on every Spark…</source>
        <translation>すべての Spark でプランを試行中…</translation>
    </message>
    <message>
        <source>✔ checked</source>
        <translation>✔ 確認済み</translation>
    </message>
    <message>
        <source>✘ check failed</source>
        <translation>✘ 確認に失敗</translation>
    </message>
    <message>
        <source>✘ failed, ↩ reverted</source>
        <translation>✘ 失敗、↩ 元に戻しました</translation>
    </message>
    <message>
        <source>%1 (twins: %2)</source>
        <translation>%1（ツイン：%2）</translation>
    </message>
    <message>
        <source>Every Spark confirmed the plan.</source>
        <translation>すべての Spark がプランを確定しました。</translation>
    </message>
    <message>
        <source>Not applied: every Spark is back on its previous file.</source>
        <translation>適用されませんでした：すべての Spark が以前のファイルに戻っています。</translation>
    </message>
    <message>
        <source>&amp;Diagnose…</source>
        <translation>診断(&amp;D)…</translation>
    </message>
    <message>
        <source>Run the doctor&apos;s checks (Help → Diagnose) on why the apply failed: MTU, twins, other netplan files, the firewall, every member.</source>
        <translation>適用が失敗した理由をドクターのチェック（ヘルプ → 診断）で調べます：MTU、ツイン、他の netplan ファイル、ファイアウォール、すべてのメンバー。</translation>
    </message>
    <message>
        <source>Every check passed on every Spark: keep the change or revert it (the banner above).</source>
        <translation>すべての Spark ですべてのチェックに合格しました：変更を保持するか元に戻してください（上のバー）。</translation>
    </message>
    <message>
        <source>Every check passed: Keep (above) keeps the change; otherwise every Spark goes back to its previous file by itself in %1 s.</source>
        <translation>すべてのチェックに合格しました。上の「保持」で変更を保持します。保持しない場合、各 Spark は %1 秒後に自動的に以前のファイルに戻ります。</translation>
    </message>
    <message>
        <source>Every Spark goes back to its previous file by itself in %1 s unless all checks pass and you keep the change.</source>
        <translation>すべてのチェックに合格して変更を保持しない限り、各 Spark は %1 秒後に自動的に以前のファイルに戻ります。</translation>
    </message>
    <message>
        <source>Reading every member&apos;s state for the plan…</source>
        <translation>プランのために各メンバーの状態を読み取っています…</translation>
    </message>
    <message>
        <source>cancelled, nothing changed</source>
        <translation>キャンセル済み、変更なし</translation>
    </message>
    <message>
        <source>Cancelling: waiting for every Spark to report its previous file back…</source>
        <translation>キャンセル中：すべての Spark が以前のファイルに戻ったと報告するのを待っています…</translation>
    </message>
</context>
<context>
    <name>AtomicFile</name>
    <message>
        <source>Refusing to read %1: it is a symbolic link (to %2), and Sparkwire neither follows nor replaces a link here; put the file itself in its place.</source>
        <translation>%1 の読み込みを拒否しました：これはシンボリックリンク（%2 へのリンク）であり、Sparkwire はここでリンクをたどることも置き換えることもしません。ファイルそのものを置いてください。</translation>
    </message>
    <message>
        <source>Refusing to replace %1: it is a symbolic link (to %2), and Sparkwire neither follows nor replaces a link here; put the file itself in its place.</source>
        <translation>%1 の置き換えを拒否しました：これはシンボリックリンク（%2 へのリンク）であり、Sparkwire はここでリンクをたどることも置き換えることもしません。ファイルそのものを置いてください。</translation>
    </message>
    <message>
        <source>Refusing to read %1: it is not a regular file.</source>
        <translation>%1 の読み込みを拒否しました：通常のファイルではありません。</translation>
    </message>
    <message>
        <source>Refusing to replace %1: it is not a regular file.</source>
        <translation>%1 の置き換えを拒否しました：通常のファイルではありません。</translation>
    </message>
    <message>
        <source>Refusing to read %1: it belongs to uid %2, not to uid %3 that Sparkwire runs as; fix its owner (chown) or remove it.</source>
        <translation>%1 の読み込みを拒否しました：所有者が uid %2 であり、Sparkwire を実行している uid %3 ではありません。所有者を修正する（chown）か、削除してください。</translation>
    </message>
    <message>
        <source>Refusing to replace %1: it belongs to uid %2, not to uid %3 that Sparkwire runs as; fix its owner (chown) or remove it.</source>
        <translation>%1 の置き換えを拒否しました：所有者が uid %2 であり、Sparkwire を実行している uid %3 ではありません。所有者を修正する（chown）か、削除してください。</translation>
    </message>
    <message>
        <source>Cannot replace %1</source>
        <translation>%1 を置き換えられません</translation>
    </message>
    <message>
        <source>Cannot create a temporary file in %1</source>
        <translation>%1 に一時ファイルを作成できません</translation>
    </message>
    <message>
        <source>Cannot write %1</source>
        <translation>%1 に書き込めません</translation>
    </message>
    <message>
        <source>Cannot read %1</source>
        <translation>%1 を読み込めません</translation>
    </message>
    <message>
        <source>Refusing to read %1: it is bigger than %2 bytes.</source>
        <translation>%1 の読み込みを拒否しました：%2 バイトより大きいファイルです。</translation>
    </message>
    <message>
        <source>Cannot remove %1</source>
        <translation>%1 を削除できません</translation>
    </message>
</context>
<context>
    <name>AuthorizedKeys</name>
    <message>
        <source>not an SSH public key Sparkwire accepts: %1</source>
        <translation>Sparkwire が受け付ける SSH 公開鍵ではありません：%1</translation>
    </message>
    <message>
        <source>a peer&apos;s key needs 1 to %1 addresses to log in from</source>
        <translation>ピアの鍵には、ログイン元のアドレスが 1～%1 個必要です</translation>
    </message>
    <message>
        <source>a peer&apos;s key is limited to the IPv4 addresses it logs in from (set up IPv4 on the CX-7 links first): %1</source>
        <translation>ピアの鍵は、ログイン元の IPv4 アドレスに制限されます（先に CX-7 リンクで IPv4 を設定してください）：%1</translation>
    </message>
    <message>
        <source>no key in %1 is tagged for that peer</source>
        <translation>%1 にはこのピア用のタグが付いた鍵がありません</translation>
    </message>
</context>
<context>
    <name>Beacon</name>
    <message>
        <source>longer than %1 bytes</source>
        <translation>%1 バイトを超えています</translation>
    </message>
    <message>
        <source>not a Sparkwire beacon, version 1</source>
        <translation>Sparkwire ビーコン（バージョン 1）ではありません</translation>
    </message>
    <message>
        <source>bad CBOR: %1</source>
        <translation>不正な CBOR：%1</translation>
    </message>
    <message>
        <source>trailing bytes after the beacon</source>
        <translation>ビーコンの後ろに余分なバイトがあります</translation>
    </message>
    <message>
        <source>not a map</source>
        <translation>マップではありません</translation>
    </message>
    <message>
        <source>unexpected key</source>
        <translation>予期しないキー</translation>
    </message>
    <message>
        <source>duplicate key &apos;%1&apos;</source>
        <translation>キー「%1」が重複しています</translation>
    </message>
    <message>
        <source>missing keys</source>
        <translation>キーが不足しています</translation>
    </message>
    <message>
        <source>bad id</source>
        <translation>不正な ID</translation>
    </message>
    <message>
        <source>bad hostname</source>
        <translation>不正なホスト名</translation>
    </message>
    <message>
        <source>bad netdev name</source>
        <translation>不正な netdev 名</translation>
    </message>
    <message>
        <source>bad MAC</source>
        <translation>不正な MAC</translation>
    </message>
    <message>
        <source>port and half must be 0 or 1</source>
        <translation>ポートとハーフは 0 または 1 でなければなりません</translation>
    </message>
    <message>
        <source>bad sequence number</source>
        <translation>不正なシーケンス番号</translation>
    </message>
</context>
<context>
    <name>BundleActions</name>
    <message>
        <source>&amp;Export bundle…</source>
        <translation>バンドルをエクスポート(&amp;E)…</translation>
    </message>
    <message>
        <source>&amp;Import bundle…</source>
        <translation>バンドルをインポート(&amp;I)…</translation>
    </message>
    <message>
        <source>Write the cluster&apos;s signed config bundle: netplans, NCCL environment, launchers, SSH, Ansible and the test results.</source>
        <translation>クラスターの署名付き構成バンドルを書き出します：netplan、NCCL の環境、起動スクリプト、SSH、Ansible、テスト結果。</translation>
    </message>
    <message>
        <source>Check a bundle, show what it holds and what it would change here, and restore this Spark from it.</source>
        <translation>バンドルを確認し、その中身とここで何が変わるかを表示して、この Spark をそこから復元します。</translation>
    </message>
    <message>
        <source>Export bundle</source>
        <translation>バンドルをエクスポート</translation>
    </message>
    <message>
        <source>This Spark keeps no cluster record yet. Configure the cluster first (the wizard&apos;s Apply step); then export its bundle.</source>
        <translation>この Spark はまだクラスター記録を保持していません。先にクラスターを構成し（ウィザードの「適用」ステップ）、それからバンドルをエクスポートしてください。</translation>
    </message>
    <message>
        <source>This Spark&apos;s key is not available, so it cannot sign a bundle.</source>
        <translation>この Spark の鍵を利用できないため、バンドルに署名できません。</translation>
    </message>
    <message>
        <source>Sparkwire bundles (*.sparkwire.tar.gz)</source>
        <translation>Sparkwire バンドル (*.sparkwire.tar.gz)</translation>
    </message>
    <message>
        <source>Import bundle</source>
        <translation>バンドルをインポート</translation>
    </message>
    <message>
        <source>Sparkwire bundles (*.sparkwire.tar.gz);;All files (*)</source>
        <translation>Sparkwire バンドル (*.sparkwire.tar.gz);;すべてのファイル (*)</translation>
    </message>
</context>
<context>
    <name>BundleArchive</name>
    <message>
        <source>The bundle would be larger than %1 MiB.</source>
        <translation>バンドルが %1 MiB を超えてしまいます。</translation>
    </message>
    <message>
        <source>Could not start the bundle archive: %1</source>
        <translation>バンドルのアーカイブを開始できませんでした：%1</translation>
    </message>
    <message>
        <source>Cannot put &apos;%1&apos; into a bundle: bad name, duplicate or too large.</source>
        <translation>「%1」をバンドルに入れられません：名前が不正、重複、またはサイズが大きすぎます。</translation>
    </message>
    <message>
        <source>Could not write &apos;%1&apos; into the bundle: %2</source>
        <translation>「%1」をバンドルに書き込めませんでした：%2</translation>
    </message>
    <message>
        <source>Could not finish the bundle: %1</source>
        <translation>バンドルを完成できませんでした：%1</translation>
    </message>
    <message>
        <source>The bundle is larger than %1 MiB.</source>
        <translation>バンドルが %1 MiB を超えています。</translation>
    </message>
    <message>
        <source>This is not a Sparkwire bundle (a .tar.gz): %1</source>
        <translation>Sparkwire のバンドル（.tar.gz）ではありません：%1</translation>
    </message>
    <message>
        <source>The bundle is truncated or damaged: %1</source>
        <translation>バンドルが途中で切れているか、壊れています：%1</translation>
    </message>
    <message>
        <source>The bundle has more than %1 files.</source>
        <translation>バンドルに %1 個を超えるファイルがあります。</translation>
    </message>
    <message>
        <source>The bundle holds a hard link: &apos;%1&apos;.</source>
        <translation>バンドルにハードリンクが含まれています：「%1」。</translation>
    </message>
    <message>
        <source>The bundle holds a symbolic link: &apos;%1&apos;.</source>
        <translation>バンドルにシンボリックリンクが含まれています：「%1」。</translation>
    </message>
    <message>
        <source>The bundle holds a device or special file: &apos;%1&apos;.</source>
        <translation>バンドルにデバイスファイルまたは特殊ファイルが含まれています：「%1」。</translation>
    </message>
    <message>
        <source>The bundle holds something that is not a file: &apos;%1&apos;.</source>
        <translation>バンドルにファイルではないものが含まれています：「%1」。</translation>
    </message>
    <message>
        <source>The bundle holds a file with an unsafe name: &apos;%1&apos; (absolute, &apos;..&apos;, or characters other than letters, digits, &apos;.&apos;, &apos;_&apos;, &apos;-&apos;).</source>
        <translation>バンドルに安全でない名前のファイルが含まれています：「%1」（絶対パス、「..」、または英字・数字・「.」「_」「-」以外の文字）。</translation>
    </message>
    <message>
        <source>The bundle holds &apos;%1&apos; twice.</source>
        <translation>バンドルに「%1」が 2 回含まれています。</translation>
    </message>
    <message>
        <source>&apos;%1&apos; in the bundle is larger than 1 MiB.</source>
        <translation>バンドル内の「%1」が 1 MiB を超えています。</translation>
    </message>
    <message>
        <source>The bundle is truncated or damaged at &apos;%1&apos;: %2</source>
        <translation>バンドルが「%1」の箇所で途中で切れているか、壊れています：%2</translation>
    </message>
    <message>
        <source>The bundle unpacks to more than %1 MiB.</source>
        <translation>バンドルを展開すると %1 MiB を超えます。</translation>
    </message>
    <message>
        <source>The bundle unpacks to more than %1 times its size: it looks like a compression bomb.</source>
        <translation>バンドルを展開すると元のサイズの %1 倍を超えます：圧縮爆弾のようです。</translation>
    </message>
    <message>
        <source>The bundle is truncated at &apos;%1&apos;.</source>
        <translation>バンドルが「%1」の箇所で途中で切れています。</translation>
    </message>
    <message>
        <source>This is not a Sparkwire bundle (a .tar.gz as `sparkwirectl bundle export` writes it): %1</source>
        <translation>これは Sparkwire バンドル（`sparkwirectl bundle export` が書き出す .tar.gz）ではありません：%1</translation>
    </message>
    <message>
        <source>it is an uncompressed tar</source>
        <translation>圧縮されていない tar です</translation>
    </message>
    <message>
        <source>the file is empty</source>
        <translation>ファイルが空です</translation>
    </message>
    <message>
        <source>it is not compressed with gzip exactly once</source>
        <translation>gzip でちょうど 1 回圧縮されたものではありません</translation>
    </message>
    <message>
        <source>The bundle has %1 bytes after the end of its compressed archive: a Sparkwire bundle ends where its archive ends.</source>
        <translation>バンドルの圧縮アーカイブの終わりの後に %1 バイトあります。Sparkwire バンドルはアーカイブの終わりで終わります。</translation>
    </message>
    <message>
        <source>The bundle is truncated: its archive has no end.</source>
        <translation>バンドルが途中で切れています：アーカイブに終わりがありません。</translation>
    </message>
    <message>
        <source>The bundle has %1 bytes after the end of its archive: a Sparkwire bundle ends where its archive ends.</source>
        <translation>バンドルのアーカイブの終わりの後に %1 バイトあります。Sparkwire バンドルはアーカイブの終わりで終わります。</translation>
    </message>
</context>
<context>
    <name>BundleExportDialog</name>
    <message>
        <source>Cancel</source>
        <translation>キャンセル</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>閉じる</translation>
    </message>
    <message>
        <source>Export bundle</source>
        <translation>バンドルをエクスポート</translation>
    </message>
    <message>
        <source>Cluster %1 into %2</source>
        <translation>クラスター %1 → %2</translation>
    </message>
    <message>
        <source>This window cannot reach the cluster&apos;s members.</source>
        <translation>このウィンドウからはクラスターのメンバーに到達できません。</translation>
    </message>
    <message>
        <source>No bundle was written.</source>
        <translation>バンドルは書き込まれませんでした。</translation>
    </message>
    <message>
        <source>The bundle is written.</source>
        <translation>バンドルを書き込みました。</translation>
    </message>
    <message numerus="yes">
        <source>%n member(s)</source>
        <translation>
            <numerusform>メンバー %n 台</numerusform>
        </translation>
    </message>
    <message>
        <source>SHA-256 %1</source>
        <translation>SHA-256：%1</translation>
    </message>
    <message>
        <source>DEMO: signed with the demo&apos;s throwaway key; its README says so.</source>
        <translation>デモ：デモ用の使い捨ての鍵で署名しています。README にもそう書かれています。</translation>
    </message>
    <message>
        <source>Export: ✘ no bundle was written: %1</source>
        <translation>エクスポート：✘ バンドルは書き込まれませんでした：%1</translation>
    </message>
    <message numerus="yes">
        <source>%1
%2, %n file(s) and the signed manifest</source>
        <translation>
            <numerusform>%1
%2、ファイル %n 個と署名済みマニフェスト</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Export: ✔ %1 written, %n file(s) and the signed manifest.</source>
        <translation>
            <numerusform>エクスポート：✔ %1 を書き込みました（ファイル %n 個と署名済みマニフェスト）。</numerusform>
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
        <translation># クラスター %1 の Sparkwire バンドル

Sparkwire %2 が %3 に、クラスター記録と各メンバーの報告内容から作成しました。トポロジー：%4、MTU %5。

使う前に確認してください：`sparkwirectl bundle verify FILE` が署名（manifest.json.sig、signer.pem の鍵によるもの）と各ファイルの SHA-256 を確認します。

## メンバー

| ノード | 名前 | ファブリックのアドレス | 鍵 ID |
|---|---|---|---|
</translation>
    </message>
    <message>
        <source>&gt; **DEMO**: made by Sparkwire&apos;s demo from simulated Sparks and signed with a throwaway key. Nothing in it describes real hardware.

</source>
        <translation>&gt; **デモ**：Sparkwire のデモがシミュレートした Spark から作成し、使い捨ての鍵で署名したものです。実際のハードウェアを表す内容は何もありません。

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
## ファイル

- `nodes/NAME/40-cx7.yaml`：その Spark で有効な netplan（/etc/netplan/40-cx7.yaml、モード 0600）。`nodes/NAME/inventory.json`：そのポート。
- `env/nccl.env`：NCCL の環境。`source` で読み込みます（GPUDirect オフ、どこでも動作）。`env/nccl-dmabuf.env`：同じ内容で、DMA-BUF 経由の GPUDirect RDMA を使います。`env/nccl.docker.env`：`docker run --env-file` 用。`env/docker-run-flags.txt`：コンテナーが RDMA に必要とするその他のオプション。
- `launch/`：OpenMPI 用の `hostfile`。`torchrun.sh`、`vllm-ray.sh`（すべてのメンバーで実行）、`trtllm-mpirun.sh` と `nccl-tests.sh`（ノード 1 で実行）、`accelerate.yaml`（ノード 1 のもの。各メンバー自身の、machine_rank 入りのものは `nodes/NAME/accelerate.yaml`）。スクリプトは自分のランクをホスト名から求めます。
- `grafana/sparkwire.json`：`sparkwirectl exporter` 用の Grafana ダッシュボード（Grafana でインポートし、Prometheus データソースを選びます）。
- `ssh/config` と `ssh/known_hosts`：固定したホスト鍵で、ファブリック経由で各メンバーへ SSH します。秘密鍵がバンドルに入ることはありません。
- `ansible/`：`ansible-playbook -i ansible/inventory.yml ansible/site.yml` が各メンバーの netplan を配置し、ファブリックが立ち上がらなければ元に戻します。
- `results/`：この Spark が保持しているリンクと NCCL のテスト結果（あれば）。

再インストールした Spark を復元するには：その Spark で `sparkwirectl bundle import FILE` を実行します。

## すべてのファイル

</translation>
    </message>
</context>
<context>
    <name>BundleImportDialog</name>
    <message>
        <source>I know where this bundle comes from: import it although its key is unknown</source>
        <translation>このバンドルの出どころを知っています：鍵が不明でもインポートする</translation>
    </message>
    <message>
        <source>&amp;Apply</source>
        <translation>適用(&amp;A)</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>キャンセル</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>閉じる</translation>
    </message>
    <message>
        <source>Import bundle</source>
        <translation>バンドルをインポート</translation>
    </message>
    <message>
        <source>Node</source>
        <translation>ノード</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>名前</translation>
    </message>
    <message>
        <source>Fabric addresses</source>
        <translation>ファブリックのアドレス</translation>
    </message>
    <message>
        <source>Key id</source>
        <translation>鍵 ID</translation>
    </message>
    <message>
        <source>The bundle&apos;s members</source>
        <translation>バンドルのメンバー</translation>
    </message>
    <message>
        <source>Netplan changes</source>
        <translation>netplan の変更</translation>
    </message>
    <message>
        <source>%1 is not a bundle this Sparkwire can import: %2</source>
        <translation>%1 はこの Sparkwire がインポートできるバンドルではありません：%2</translation>
    </message>
    <message>
        <source>Nothing was changed.</source>
        <translation>何も変更されていません。</translation>
    </message>
    <message>
        <source>Cluster %1: %2, MTU %3. Exported %4 by Sparkwire %5.</source>
        <translation>クラスター %1：%2、MTU %3。Sparkwire %5 が %4 にエクスポート。</translation>
    </message>
    <message>
        <source>Signed by %1 (%2).</source>
        <translation>署名者：%1（%2）。</translation>
    </message>
    <message numerus="yes">
        <source>%n file(s), every SHA-256 and the signature checked.</source>
        <translation>
            <numerusform>%n 個のファイル。すべての SHA-256 と署名を確認しました。</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 (this Spark)</source>
        <translation>%1（この Spark）</translation>
    </message>
    <message>
        <source>It cannot be imported here: %1</source>
        <translation>ここではインポートできません：%1</translation>
    </message>
    <message>
        <source>Netplan (%1): changes, see below.</source>
        <translation>netplan（%1）：変更あり。下を参照してください。</translation>
    </message>
    <message>
        <source>Netplan (%1): already as in the bundle.</source>
        <translation>netplan（%1）：既にバンドルと同じです。</translation>
    </message>
    <message>
        <source>Cluster record: replaced.</source>
        <translation>クラスター記録：置き換えます。</translation>
    </message>
    <message>
        <source>Cluster record: restored.</source>
        <translation>クラスター記録：復元します。</translation>
    </message>
    <message>
        <source>Cluster record: unchanged.</source>
        <translation>クラスター記録：変更なし。</translation>
    </message>
    <message>
        <source>Nothing to do: this Spark is as the bundle says.</source>
        <translation>何もすることはありません：この Spark はバンドルのとおりです。</translation>
    </message>
    <message>
        <source>This Spark is node %1, %2. What the import changes here:</source>
        <translation>この Spark はノード %1、%2 です。インポートによってここで変わるもの：</translation>
    </message>
    <message>
        <source>DEMO: Apply goes to the simulated Spark; nothing on this computer is changed.</source>
        <translation>デモ：「適用」はシミュレートした Spark に対して行われます。このコンピューター上のものは何も変更しません。</translation>
    </message>
    <message>
        <source>The helper is not available here.</source>
        <translation>ここではヘルパーを利用できません。</translation>
    </message>
    <message>
        <source>Trying the netplan through the helper…</source>
        <translation>ヘルパー経由で netplan を試しています…</translation>
    </message>
    <message>
        <source>The helper refused the netplan. Nothing was changed.</source>
        <translation>ヘルパーが netplan を拒否しました。何も変更されていません。</translation>
    </message>
    <message>
        <source>Reverted: the previous netplan is back; nothing else was changed.</source>
        <translation>元に戻しました：以前の netplan に戻っています。ほかには何も変更していません。</translation>
    </message>
    <message>
        <source>Applied for now. Checking that every other member answers over the fabric…</source>
        <translation>ひとまず適用しました。ほかのすべてのメンバーがファブリック経由で応答するか確認しています…</translation>
    </message>
    <message>
        <source>A member does not answer: putting the previous netplan back…</source>
        <translation>応答しないメンバーがいます：以前の netplan に戻しています…</translation>
    </message>
    <message>
        <source>The SSH configuration was not restored.</source>
        <translation>SSH の設定は復元されませんでした。</translation>
    </message>
    <message>
        <source>The import did not finish.</source>
        <translation>インポートは完了しませんでした。</translation>
    </message>
    <message>
        <source>the netplan is kept</source>
        <translation>netplan を保持</translation>
    </message>
    <message>
        <source>the cluster record</source>
        <translation>クラスター記録</translation>
    </message>
    <message numerus="yes">
        <source>%n SSH host(s)</source>
        <translation>
            <numerusform>SSH ホスト %n 台</numerusform>
        </translation>
    </message>
    <message>
        <source>Imported: %1.</source>
        <translation>インポートしました：%1。</translation>
    </message>
    <message>
        <source>%1 (paired)</source>
        <translation>%1（ペアリング済み）</translation>
    </message>
    <message>
        <source>&quot;%1&quot;: NOT the %1 this Spark knows</source>
        <translation>「%1」：この Spark が知っている %1 ではありません</translation>
    </message>
    <message>
        <source>%1 (not paired)</source>
        <translation>%1（ペアリングされていません）</translation>
    </message>
    <message>
        <source>SSH: pin %1&apos;s host key %2 and add its ssh alias.</source>
        <translation>SSH：%1 のホスト鍵 %2 を固定し、ssh 別名を追加します。</translation>
    </message>
    <message>
        <source>SSH: %1 is not paired: its host key %2 is pinned only when you tick it below.</source>
        <translation>SSH：%1 はペアリングされていません。ホスト鍵 %2 は下でチェックを入れた場合にのみ固定します。</translation>
    </message>
    <message>
        <source>SSH: %1&apos;s host key is pinned already (the same key).</source>
        <translation>SSH：%1 のホスト鍵はすでに固定されています（同じ鍵）。</translation>
    </message>
    <message>
        <source>SSH: %1 has another host key pinned already: it is kept, the bundle&apos;s (%2) is not used.</source>
        <translation>SSH：%1 には別のホスト鍵がすでに固定されています。それを残し、バンドルの鍵（%2）は使いません。</translation>
    </message>
    <message>
        <source>SSH: &quot;%1&quot; is not pinned: that name belongs to another key.</source>
        <translation>SSH：「%1」は固定しません：その名前は別の鍵のものです。</translation>
    </message>
    <message>
        <source>This bundle is signed by a key this Spark does not know: neither its own nor paired with it (a cluster record does not vouch for a key). Anyone can make such a bundle. Import it only if you know where it came from.</source>
        <translation>このバンドルは、この Spark が知らない鍵で署名されています：自身の鍵でも、ペアリング済みの鍵でもありません（クラスター記録は鍵の保証になりません）。このようなバンドルは誰でも作れます。出どころを知っている場合にだけインポートしてください。</translation>
    </message>
    <message>
        <source>Pin the host key %1 for %2, key %3, which this Spark has NOT paired with</source>
        <translation>%2（鍵 %3、この Spark とペアリングされていません）のホスト鍵 %1 を固定する</translation>
    </message>
</context>
<context>
    <name>BundleImportPlan</name>
    <message>
        <source>paired as %1</source>
        <translation>%1 としてペアリング済み</translation>
    </message>
    <message>
        <source>this Spark (%1) is not a member of cluster %2: a bundle restores its own members only.</source>
        <translation>この Spark（%1）はクラスター %2 のメンバーではありません：バンドルが復元できるのは自身のメンバーだけです。</translation>
    </message>
    <message>
        <source>this Spark</source>
        <translation>この Spark</translation>
    </message>
    <message>
        <source>the bundle&apos;s netplan for %1 is refused by the policy:
  %2</source>
        <translation>バンドルの %1 用 netplan がポリシーにより拒否されました：
  %2</translation>
    </message>
    <message>
        <source>in force</source>
        <translation>現在有効</translation>
    </message>
    <message>
        <source>bundle</source>
        <translation>バンドル</translation>
    </message>
    <message>
        <source>SSH for %1: %2</source>
        <translation>%1 の SSH：%2</translation>
    </message>
    <message>
        <source>an unknown key: neither this Spark nor paired with it</source>
        <translation>不明な鍵：この Spark のものでも、ペアリング済みのものでもありません</translation>
    </message>
    <message>
        <source>an unknown key that the bundle names %1, but it is not the %1 this Spark knows</source>
        <translation>バンドルが %1 と呼ぶ不明な鍵ですが、この Spark が知っている %1 ではありません</translation>
    </message>
</context>
<context>
    <name>BundleManifest</name>
    <message>
        <source>bundle manifest</source>
        <translation>バンドルのマニフェスト</translation>
    </message>
    <message>
        <source>This bundle has schema version %1; this Sparkwire reads version %2 only. Use the Sparkwire version that made it (%3).</source>
        <translation>このバンドルのスキーマバージョンは %1 です。この Sparkwire が読めるのはバージョン %2 だけです。作成した Sparkwire のバージョン（%3）を使ってください。</translation>
    </message>
    <message>
        <source>createdAt is not a date</source>
        <translation>createdAt が日付ではありません</translation>
    </message>
    <message>
        <source>sparkwireVersion is not plain text</source>
        <translation>sparkwireVersion がプレーンテキストではありません</translation>
    </message>
    <message>
        <source>exporter is not a key id</source>
        <translation>exporter が鍵 ID ではありません</translation>
    </message>
    <message>
        <source>cluster and topology do not match the record</source>
        <translation>cluster と topology がクラスター記録と一致しません</translation>
    </message>
    <message>
        <source>not an object</source>
        <translation>オブジェクトではありません</translation>
    </message>
    <message>
        <source>not a netdev with an IPv4 address</source>
        <translation>IPv4 アドレスを持つ netdev ではありません</translation>
    </message>
    <message>
        <source>not the record&apos;s member</source>
        <translation>クラスター記録のメンバーではありません</translation>
    </message>
    <message>
        <source>members do not match the record</source>
        <translation>members がクラスター記録と一致しません</translation>
    </message>
    <message>
        <source>the exporter is not a member</source>
        <translation>エクスポートした側がメンバーではありません</translation>
    </message>
    <message>
        <source>too many files</source>
        <translation>ファイルが多すぎます</translation>
    </message>
    <message>
        <source>files: &apos;%1&apos; is not a safe path with a SHA-256</source>
        <translation>files：「%1」は SHA-256 付きの安全なパスではありません</translation>
    </message>
</context>
<context>
    <name>BundleReader</name>
    <message>
        <source>This is not a Sparkwire bundle: manifest.json or its signature (manifest.json.sig) is missing.</source>
        <translation>Sparkwire のバンドルではありません：manifest.json またはその署名（manifest.json.sig）がありません。</translation>
    </message>
    <message>
        <source>The bundle&apos;s manifest is not valid: %1</source>
        <translation>バンドルのマニフェストが不正です：%1</translation>
    </message>
    <message>
        <source>The bundle&apos;s signer.pem is not a Sparkwire key: %1</source>
        <translation>バンドルの signer.pem は Sparkwire の鍵ではありません：%1</translation>
    </message>
    <message>
        <source>The bundle&apos;s signer.pem is not the key the manifest names as its exporter.</source>
        <translation>バンドルの signer.pem は、マニフェストがエクスポート元として示す鍵ではありません。</translation>
    </message>
    <message>
        <source>The bundle&apos;s signature does not match its manifest: it was changed after it was exported.</source>
        <translation>バンドルの署名がマニフェストと一致しません：エクスポート後に変更されています。</translation>
    </message>
    <message>
        <source>&apos;%1&apos; in the bundle is not in its manifest: it was added after the bundle was exported.</source>
        <translation>バンドル内の「%1」はマニフェストにありません：バンドルのエクスポート後に追加されたものです。</translation>
    </message>
    <message>
        <source>&apos;%1&apos; in the bundle does not match its SHA-256 in the manifest: it was changed after the bundle was exported.</source>
        <translation>バンドル内の「%1」がマニフェストの SHA-256 と一致しません：バンドルのエクスポート後に変更されています。</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is in the bundle&apos;s manifest but not in the bundle: it is incomplete.</source>
        <translation>「%1」はバンドルのマニフェストにありますが、バンドル内にはありません：バンドルが不完全です。</translation>
    </message>
</context>
<context>
    <name>BundleReport</name>
    <message>
        <source>switch</source>
        <translation>スイッチ</translation>
    </message>
    <message>
        <source>port %1</source>
        <translation>ポート %1</translation>
    </message>
    <message>
        <source>%1 port %2 – %3 port %4</source>
        <translation>%1 ポート %2 – %3 ポート %4</translation>
    </message>
    <message>
        <source>node %1, %2</source>
        <translation>ノード %1、%2</translation>
    </message>
    <message>
        <source>Cluster %1</source>
        <translation>クラスター %1</translation>
    </message>
    <message>
        <source>%1, MTU %2, exported %3 by Sparkwire %4</source>
        <translation>%1、MTU %2、Sparkwire %4 が %3 にエクスポート</translation>
    </message>
    <message>
        <source>Cabling</source>
        <translation>配線</translation>
    </message>
    <message>
        <source>Links</source>
        <translation>リンク</translation>
    </message>
    <message>
        <source>Member</source>
        <translation>メンバー</translation>
    </message>
    <message>
        <source>Netdev</source>
        <translation>Netdev</translation>
    </message>
    <message>
        <source>Port</source>
        <translation>ポート</translation>
    </message>
    <message>
        <source>Address</source>
        <translation>アドレス</translation>
    </message>
    <message>
        <source>Test results</source>
        <translation>テスト結果</translation>
    </message>
    <message>
        <source>This Spark kept no test results.</source>
        <translation>この Spark はテスト結果を保持していません。</translation>
    </message>
    <message>
        <source>Verdicts:</source>
        <translation>判定：</translation>
    </message>
</context>
<context>
    <name>BundleSource</name>
    <message>
        <source>%1 did not report its state.</source>
        <translation>%1 が状態を報告しませんでした。</translation>
    </message>
    <message>
        <source>The netplan in force on %1 is not the cluster&apos;s plan. Apply the cluster first (sparkwirectl cluster apply), then export.</source>
        <translation>%1 で有効な netplan はクラスターのプランではありません。先にクラスターを適用し（sparkwirectl cluster apply）、それからエクスポートしてください。</translation>
    </message>
    <message>
        <source>This Spark is not a member of the cluster it keeps.</source>
        <translation>この Spark は、自分が保持しているクラスターのメンバーではありません。</translation>
    </message>
</context>
<context>
    <name>BundleWriter</name>
    <message>
        <source>The cluster has no members to export.</source>
        <translation>クラスターにエクスポートするメンバーがいません。</translation>
    </message>
    <message>
        <source>The signing certificate is not this Spark&apos;s key.</source>
        <translation>署名用の証明書はこの Spark の鍵ではありません。</translation>
    </message>
    <message>
        <source>&apos;%1&apos; would hold a private key; the bundle was not written.</source>
        <translation>「%1」に秘密鍵が含まれてしまうため、バンドルは書き込まれませんでした。</translation>
    </message>
</context>
<context>
    <name>CablingDiagram</name>
    <message>
        <source>&lt;b&gt;This Spark&lt;/b&gt; — %1</source>
        <translation>&lt;b&gt;この Spark&lt;/b&gt; — %1</translation>
    </message>
    <message>
        <source>&lt;b&gt;%1&lt;/b&gt; — peer, not paired</source>
        <translation>&lt;b&gt;%1&lt;/b&gt; — ピア、未ペアリング</translation>
    </message>
    <message>
        <source>&lt;b&gt;%1&lt;/b&gt; — paired, key %2</source>
        <translation>&lt;b&gt;%1&lt;/b&gt; — ペアリング済み、鍵 %2</translation>
    </message>
</context>
<context>
    <name>CablingMap</name>
    <message>
        <source>Port %1: only twin %2 sees the peer; twin %3 has no link or hears nothing. A QSFP port carries two ~100 Gb/s twins and full speed needs both: check that the cable is seated and that the peer&apos;s twin %3 is up.</source>
        <translation>ポート %1：ピアが見えているのはツイン %2 だけです。ツイン %3 はリンクがないか、何も受信していません。QSFP ポートは約 100 Gb/s のツインを 2 つ運び、全速には両方が必要です。ケーブルがしっかり挿さっているか、ピアのツイン %3 が有効かを確認してください。</translation>
    </message>
    <message>
        <source>Port 0 is cabled to port 0 of %1. A three-Spark ring needs each port 0 cabled to the next Spark&apos;s port 1 (p0 → p1); p0 ↔ p0 leaves the ring broken. Move one end of this cable to %1&apos;s port 1.</source>
        <translation>ポート 0 が %1 のポート 0 に接続されています。Spark 3 台のリングでは、各ポート 0 を次の Spark のポート 1 に接続する必要があります（p0 → p1）。p0 ↔ p0 ではリングが切れます。このケーブルの一端を %1 のポート 1 に移してください。</translation>
    </message>
    <message>
        <source>Two cables run to %1. A second cable between the same two Sparks adds nothing (one port already carries both twins); remove it, or use it for a third Spark.</source>
        <translation>%1 へのケーブルが 2 本あります。同じ 2 台の Spark 間の 2 本目のケーブルは何の役にも立ちません（1 つのポートが既に両方のツインを運んでいます）。取り外すか、3 台目の Spark に使ってください。</translation>
    </message>
    <message>
        <source>%1 is seen on both of this Spark&apos;s ports. Each port should lead to a different Spark; check the cabling.</source>
        <translation>%1 がこの Spark の両方のポートで見えています。各ポートは別々の Spark につながるべきです。配線を確認してください。</translation>
    </message>
</context>
<context>
    <name>CablingPlan</name>
    <message>
        <source>No peer has been seen on any CX-7 port.</source>
        <translation>どの CX-7 ポートでもピアが見つかっていません。</translation>
    </message>
    <message>
        <source>The cabling is incomplete (see the warnings).</source>
        <translation>配線が不完全です（警告を参照）。</translation>
    </message>
</context>
<context>
    <name>ClusterDiagram</name>
    <message>
        <source>&lt;b&gt;%1&lt;/b&gt; — node %2 (this Spark)</source>
        <translation>&lt;b&gt;%1&lt;/b&gt; — ノード %2（この Spark）</translation>
    </message>
    <message>
        <source>&lt;b&gt;%1&lt;/b&gt; — node %2</source>
        <translation>&lt;b&gt;%1&lt;/b&gt; — ノード %2</translation>
    </message>
    <message>
        <source>no cable</source>
        <translation>ケーブルなし</translation>
    </message>
    <message>
        <source>not in the plan</source>
        <translation>プランに含まれていません</translation>
    </message>
    <message>
        <source>link-local</source>
        <translation>リンクローカル</translation>
    </message>
    <message>
        <source>Rear panel of %1</source>
        <translation>%1 の背面パネル</translation>
    </message>
    <message>
        <source>Switch</source>
        <translation>スイッチ</translation>
    </message>
</context>
<context>
    <name>ClusterDoctor</name>
    <message>
        <source>%1 answered in %2 ms</source>
        <translation>%1 は %2 ms で応答しました</translation>
    </message>
    <message>
        <source>%1 did not answer the doctor&apos;s request: it is off, not cabled, not running Sparkwire or `sparkwirectl agent`, or no longer paired with this Spark. Nothing about it was checked.</source>
        <translation>%1 はドクターの要求に応答しませんでした：電源が切れている、配線されていない、Sparkwire も `sparkwirectl agent` も動いていない、またはこの Spark とのペアリングが解除されています。何もチェックされていません。</translation>
    </message>
    <message>
        <source>Start `sparkwirectl agent` (or Sparkwire) on %1, check its cables, and run `sparkwirectl doctor` there.</source>
        <translation>%1 で `sparkwirectl agent`（または Sparkwire）を起動し、ケーブルを確認して、そこで `sparkwirectl doctor` を実行してください。</translation>
    </message>
    <message>
        <source>no fabric subnet is shared by two members that answered</source>
        <translation>応答した 2 つのメンバーが共有するファブリックのサブネットがありません</translation>
    </message>
    <message>
        <source>The two ends of a fabric link have different MTUs: large frames from one side are dropped by the other (a don&apos;t-fragment ping at MTU-28 fails), and RoCE runs at the smaller MTU or stalls.</source>
        <translation>ファブリックのリンクの両端で MTU が異なります：一方の大きなフレームは他方で破棄され（MTU-28 の分割禁止 ping が失敗）、RoCE は小さい方の MTU で動くか停止します。</translation>
    </message>
    <message>
        <source>Set mtu: 9000 on every CX-7 netdev of every member: `sparkwirectl cluster apply` from this Spark re-applies the plan everywhere.</source>
        <translation>すべてのメンバーのすべての CX-7 netdev に mtu: 9000 を設定してください：この Spark から `sparkwirectl cluster apply` を実行すると、すべてにプランを適用し直します。</translation>
    </message>
    <message>
        <source>fewer than two members answered</source>
        <translation>応答したメンバーが 2 つ未満です</translation>
    </message>
    <message>
        <source>The members&apos; clocks differ: logs and traces of one run do not line up, and large differences break TLS certificates and job schedulers.</source>
        <translation>メンバーの時計がずれています：1 回の実行のログとトレースが揃わず、大きなずれは TLS 証明書やジョブスケジューラーを壊します。</translation>
    </message>
    <message>
        <source>Turn on time synchronisation on every member (`timedatectl set-ntp true`; check with `timedatectl timesync-status`).</source>
        <translation>すべてのメンバーで時刻同期を有効にしてください（`timedatectl set-ntp true`、確認は `timedatectl timesync-status`）。</translation>
    </message>
    <message>
        <source>The members run different Sparkwire versions: a cluster change may be refused or planned differently by an older member.</source>
        <translation>メンバーの Sparkwire のバージョンが異なります：古いメンバーはクラスターの変更を拒否するか、別の計画を立てることがあります。</translation>
    </message>
    <message>
        <source>Install the same Sparkwire version on every member.</source>
        <translation>すべてのメンバーに同じバージョンの Sparkwire をインストールしてください。</translation>
    </message>
    <message>
        <source>no NCCL found</source>
        <translation>NCCL が見つかりません</translation>
    </message>
    <message>
        <source>no member has an NCCL library installed</source>
        <translation>NCCL ライブラリをインストールしたメンバーがありません</translation>
    </message>
    <message>
        <source>The members have different NCCL versions (or one has none): ranks of one job fail to connect or hang in the first collective.</source>
        <translation>メンバーの NCCL のバージョンが異なります（または 1 つにはありません）：1 つのジョブのランクが接続できないか、最初の集団通信で止まります。</translation>
    </message>
    <message>
        <source>Install the same NCCL (libnccl2 and libnccl-dev) on every member, or run the same container image everywhere.</source>
        <translation>すべてのメンバーに同じ NCCL（libnccl2 と libnccl-dev）をインストールするか、どこでも同じコンテナーイメージを使ってください。</translation>
    </message>
    <message>
        <source>a Spark outside the cluster (key %1…)</source>
        <translation>クラスター外の Spark（鍵 %1…）</translation>
    </message>
    <message>
        <source>no member heard a cable and the record has none</source>
        <translation>どのメンバーもケーブルを検出しておらず、記録にもありません</translation>
    </message>
    <message>
        <source>node %1 p%2 - node %3 p%4</source>
        <translation>ノード %1 p%2 - ノード %3 p%4</translation>
    </message>
    <message>
        <source>the cluster is not a ring</source>
        <translation>このクラスターはリングではありません</translation>
    </message>
    <message>
        <source>The ring has a cable from port 0 to port 0 (or port 1 to port 1): a ring needs each Spark&apos;s port 0 cabled to the next one&apos;s port 1, otherwise one pair shares no subnet and NCCL&apos;s ring cannot close.</source>
        <translation>リングにポート 0 とポート 0（またはポート 1 とポート 1）をつなぐケーブルがあります。リングでは各 Spark のポート 0 を次の Spark のポート 1 につなぐ必要があり、そうでないと 1 組がサブネットを共有せず、NCCL のリングが閉じません。</translation>
    </message>
    <message>
        <source>Recable as %1, then run `sparkwirectl cluster apply` again.</source>
        <translation>%1 のように配線し直してから、`sparkwirectl cluster apply` をもう一度実行してください。</translation>
    </message>
</context>
<context>
    <name>ClusterDoctorRun</name>
    <message>
        <source>no answer</source>
        <translation>応答なし</translation>
    </message>
    <message>
        <source>no beacon from it was heard</source>
        <translation>そのビーコンが受信されていません</translation>
    </message>
    <message>
        <source>no answer in time at %1: %2</source>
        <translation>%1 で時間内に応答がありません：%2</translation>
    </message>
    <message>
        <source>no longer paired with this Spark</source>
        <translation>この Spark とのペアリングが解除されています</translation>
    </message>
    <message>
        <source>an answer that cannot be read: %1</source>
        <translation>読み取れない応答：%1</translation>
    </message>
    <message>
        <source>the members answer it only to the cluster&apos;s seat, %1</source>
        <translation>メンバーはクラスターの操作側 %1 にだけ応答します</translation>
    </message>
    <message>
        <source>its state: no answer in time</source>
        <translation>状態: 時間内に応答なし</translation>
    </message>
    <message>
        <source>its state: %1</source>
        <translation>状態: %1</translation>
    </message>
    <message>
        <source>through %1</source>
        <translation>%1 経由</translation>
    </message>
</context>
<context>
    <name>ClusterLinksTable</name>
    <message>
        <source>Every cable of the cluster</source>
        <translation>クラスターのすべてのケーブル</translation>
    </message>
    <message>
        <source>One end</source>
        <translation>一端</translation>
    </message>
    <message>
        <source>Other end</source>
        <translation>もう一端</translation>
    </message>
    <message>
        <source>Checks</source>
        <translation>確認</translation>
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
        <translation>スイッチ</translation>
    </message>
    <message>
        <source>✘ %1</source>
        <translation>✘ %1</translation>
    </message>
    <message>
        <source>✔ checked</source>
        <translation>✔ 確認済み</translation>
    </message>
    <message>
        <source>✔ checked from both ends</source>
        <translation>✔ 両端から確認済み</translation>
    </message>
    <message>
        <source>not checked yet</source>
        <translation>未確認</translation>
    </message>
    <message>
        <source>%1 on %2</source>
        <translation>%2 の %1</translation>
    </message>
    <message>
        <source>%1: %2 (Verify says how to fix it)</source>
        <translation>%1：%2（対処は「検証」に表示されます）</translation>
    </message>
</context>
<context>
    <name>ClusterModel</name>
    <message>
        <source>The members&apos; states have not been read yet.</source>
        <translation>メンバーの状態はまだ読み込まれていません。</translation>
    </message>
    <message>
        <source>This Sparkwire cannot reach the other Sparks: peer features are off (the status bar says why).</source>
        <translation>この Sparkwire は他の Spark に到達できません：ピア機能がオフです（理由はステータスバーに表示されています）。</translation>
    </message>
    <message>
        <source>You stopped reading the states.</source>
        <translation>状態の読み込みを中止しました。</translation>
    </message>
    <message>
        <source>Nothing was tried: %1</source>
        <translation>何も試行していません：%1</translation>
    </message>
    <message>
        <source>SSH still points at the old addresses for %1; set up passwordless SSH again on Verify.</source>
        <translation>%1 の SSH はまだ古いアドレスを指しています。「検証」でパスワードなし SSH を設定し直してください。</translation>
    </message>
    <message>
        <source>the Spark with key %1</source>
        <translation>鍵 %1 の Spark</translation>
    </message>
    <message>
        <source>%1 holds this cluster: this window plans nothing of its own while it does.</source>
        <translation>%1 がこのクラスターを管理しています。その間、このウィンドウは独自のプランを立てません。</translation>
    </message>
    <message>
        <source>node %1</source>
        <translation>ノード %1</translation>
    </message>
    <message>
        <source>node %1, %2</source>
        <translation>ノード %1、%2</translation>
    </message>
    <message>
        <source>%1 is configuring this cluster: its change is in force on this Spark and not kept yet. This Spark gets %2. Change the plan from %1; this window plans nothing of its own while %1 holds the cluster.</source>
        <translation>%1 がこのクラスターを構成しています。その変更はこの Spark で有効になっていますが、まだ保持されていません。この Spark には %2 が割り当てられます。プランの変更は %1 から行ってください。%1 がクラスターを管理している間、このウィンドウは独自のプランを立てません。</translation>
    </message>
    <message>
        <source>%1 configured this cluster, and this Spark keeps it: %2. Change the plan from %1; this window plans nothing of its own while %1 holds the cluster.</source>
        <translation>%1 がこのクラスターを構成し、この Spark はそれを保持しています：%2。プランの変更は %1 から行ってください。%1 がクラスターを管理している間、このウィンドウは独自のプランを立てません。</translation>
    </message>
</context>
<context>
    <name>ClusterPlanner</name>
    <message>
        <source>%1 is heard on both its ports, and other members on one port: through a switch each member uses one port; unplug the other cable</source>
        <translation>%1 は両方のポートで受信しており、他のメンバーは 1 つのポートで受信しています。スイッチ経由では各メンバーは 1 つのポートを使います。もう一方のケーブルを抜いてください</translation>
    </message>
    <message>
        <source>through a switch every member must be cabled on the same port, but %1 uses port 0 and %2 port 1: move one of them</source>
        <translation>スイッチ経由ではすべてのメンバーを同じポートで接続する必要がありますが、%1 はポート 0、%2 はポート 1 を使っています。どちらかを移してください</translation>
    </message>
    <message>
        <source>%1 and %2 do not hear each other through the switch: check both switch ports and that they are in one network (VLAN)</source>
        <translation>%1 と %2 がスイッチ経由で互いに受信できません。両方のスイッチポートと、同じネットワーク（VLAN）にあるかを確認してください</translation>
    </message>
    <message>
        <source>twin %1 of port %2 on %3 hears no member through the switch: check that the cable is seated and both halves of the port are up</source>
        <translation>%3 のポート %2 のツイン %1 がスイッチ経由でどのメンバーも受信できません。ケーブルがしっかり挿さっているか、ポートの両ハーフが有効かを確認してください</translation>
    </message>
    <message>
        <source>port %1 of %2 leads to %3 and to %4; a QSFP port takes one cable: check the cabling</source>
        <translation>%2 のポート %1 が %3 と %4 の両方につながっています。QSFP ポートに挿せるのは 1 本です。配線を確認してください</translation>
    </message>
    <message>
        <source>%1 cables run between %2 and %3; one cable carries both twins: remove the other, or use it for a third Spark</source>
        <translation>%2 と %3 の間に %1 本のケーブルがあります。1 本で両方のツインを運べます。もう一方を外すか、3 台目の Spark に使ってください</translation>
    </message>
    <message>
        <source>%1 and %2 are not cabled to each other; three Sparks make a ring only with a cable between every two of them (node 1 port 0 to node 2 port 1, node 2 port 0 to node 3 port 1, node 3 port 0 to node 1 port 1)</source>
        <translation>%1 と %2 はケーブルで接続されていません。3 台の Spark は、どの 2 台の間にもケーブルがある場合にだけリングになります（ノード 1 ポート 0 → ノード 2 ポート 1、ノード 2 ポート 0 → ノード 3 ポート 1、ノード 3 ポート 0 → ノード 1 ポート 1）</translation>
    </message>
    <message>
        <source>the cable from port %1 of %2 to port %3 of %4: twin %5 of %2 has no link or hears nothing. A port carries two twins and both are planned: check that the cable is seated and that both halves are up</source>
        <translation>%2 のポート %1 から %4 のポート %3 へのケーブル：%2 のツイン %5 はリンクがないか、何も受信していません。ポートは 2 つのツインを運び、両方が計画に含まれています。ケーブルがしっかり挿さっているか、両ハーフが有効かを確認してください</translation>
    </message>
    <message>
        <source>a cluster needs at least 2 members: pair another Spark first</source>
        <translation>クラスターには少なくとも 2 つのメンバーが必要です。先に別の Spark とペアリングしてください</translation>
    </message>
    <message>
        <source>%1 members are more than the %2 a cluster takes: leave some out</source>
        <translation>メンバー %1 台は、クラスターに入れられる %2 台を超えています。いくつか外してください</translation>
    </message>
    <message>
        <source>%1 sent no state: check that Sparkwire runs there and that it is paired with this Spark</source>
        <translation>%1 から状態が送られてきません。そこで Sparkwire が動作しているか、この Spark とペアリングされているかを確認してください</translation>
    </message>
    <message>
        <source>%1 hears a Spark that is not a member (key %2) on its port %3: add that Spark to the cluster (pair it first) or unplug the cable</source>
        <translation>%1 がポート %3 でメンバーではない Spark（鍵 %2）を受信しています。その Spark をクラスターに追加する（先にペアリング）か、ケーブルを抜いてください</translation>
    </message>
    <message>
        <source>%1 hears no other member and no member hears it: check its QSFP cables and that Sparkwire runs on the Sparks at their other ends</source>
        <translation>%1 は他のメンバーを受信できず、どのメンバーからも受信されていません。QSFP ケーブルと、その先の Spark で Sparkwire が動作しているかを確認してください</translation>
    </message>
    <message>
        <source>member %1: its id is not 64 lower-case hex digits</source>
        <translation>メンバー %1：ID が 64 桁の小文字 16 進数ではありません</translation>
    </message>
    <message>
        <source>member %1: &quot;%2&quot; is not a hostname</source>
        <translation>メンバー %1：「%2」はホスト名ではありません</translation>
    </message>
    <message>
        <source>%1 is listed twice</source>
        <translation>%1 が 2 回記載されています</translation>
    </message>
    <message>
        <source>two members are named %1: names must identify</source>
        <translation>2 つのメンバーの名前がどちらも %1 です。名前は一意でなければなりません</translation>
    </message>
    <message>
        <source>the seat (%1) is not one of the members</source>
        <translation>操作側（%1）がメンバーに含まれていません</translation>
    </message>
    <message>
        <source>a state came from %1, which is not a member</source>
        <translation>メンバーではない %1 から状態が届きました</translation>
    </message>
    <message>
        <source>two states came from %1</source>
        <translation>%1 から状態が 2 つ届きました</translation>
    </message>
    <message>
        <source>the cluster name must be plain text of 1 to %1 characters</source>
        <translation>クラスター名は 1～%1 文字のプレーンテキストでなければなりません</translation>
    </message>
    <message>
        <source>choose a node number for every member, or for none</source>
        <translation>ノード番号はすべてのメンバーに選ぶか、どれにも選ばないかにしてください</translation>
    </message>
    <message>
        <source>%1 has node number %2, but %3 members are numbered 1 to %3</source>
        <translation>%1 のノード番号は %2 ですが、%3 台のメンバーの番号は 1～%3 です</translation>
    </message>
    <message>
        <source>%1 sent an inventory this Spark cannot read (%2): update Sparkwire on both</source>
        <translation>%1 が送ってきたインベントリをこの Spark は読めません（%2）。両方で Sparkwire を更新してください</translation>
    </message>
    <message>
        <source>%1 reports a CX-7 netdev named &quot;%2&quot;, which is not a netdev name</source>
        <translation>%1 が「%2」という名前の CX-7 netdev を報告していますが、これは netdev 名ではありません</translation>
    </message>
    <message>
        <source>address on %1 of %2</source>
        <translation>%2 の %1 のアドレス</translation>
    </message>
    <message>
        <source>The plan for %1 breaks Sparkwire&apos;s netplan policy.</source>
        <translation>%1 のプランは Sparkwire の netplan ポリシーに違反しています。</translation>
    </message>
    <message>
        <source>in a ring each Spark&apos;s port 0 goes to the next Spark&apos;s port 1, and the last Spark&apos;s port 0 back to the first one&apos;s port 1</source>
        <translation>リングでは各 Spark のポート 0 を次の Spark のポート 1 に、最後の Spark のポート 0 を最初の Spark のポート 1 につなぎます</translation>
    </message>
    <message>
        <source>the cable from port %1 of %2 goes to port %1 of %3: %4; move one end</source>
        <translation>%2 のポート %1 からのケーブルが %3 のポート %1 につながっています。%4。一方の端を差し替えてください</translation>
    </message>
    <message>
        <source>port %1 of %2 leads to no member: %3</source>
        <translation>%2 のポート %1 はどのメンバーにもつながっていません。%3</translation>
    </message>
    <message>
        <source>the cables make more than one loop (%1 of %2 members are cabled to %3 and its neighbours): %4</source>
        <translation>ケーブルが複数のループになっています（%2 台中 %1 台が %3 とその隣につながっています）。%4</translation>
    </message>
    <message>
        <source>%1 Sparks cabled to each other directly make no cluster Sparkwire plans: a ring takes at most %2; cable more through a switch</source>
        <translation>%1 台の Spark を直接つないだ構成は Sparkwire が計画できるクラスターになりません。リングは最大 %2 台です。それ以上はスイッチ経由でつないでください</translation>
    </message>
</context>
<context>
    <name>ClusterPreflight</name>
    <message>
        <source>unknown</source>
        <translation>不明</translation>
    </message>
    <message>
        <source>Reachable over the paired channel</source>
        <translation>ペアリング済みチャネルで到達可能</translation>
    </message>
    <message>
        <source>answered in %1 ms</source>
        <translation>%1 ミリ秒で応答</translation>
    </message>
    <message>
        <source>no answer: %1</source>
        <translation>応答なし：%1</translation>
    </message>
    <message>
        <source>Start Sparkwire or `sparkwirectl agent` on each member that did not answer, check its cables, and pair it with this Spark again if it no longer knows this Spark.</source>
        <translation>応答しなかった各メンバーで Sparkwire または `sparkwirectl agent` を起動し、ケーブルを確認してください。この Spark を認識しなくなっている場合は、この Spark と再度ペアリングしてください。</translation>
    </message>
    <message>
        <source>A GB10 Spark</source>
        <translation>GB10 Spark</translation>
    </message>
    <message>
        <source>Only GB10 Sparks (NVIDIA DGX Spark and its partners&apos; GB10 systems) have the CX-7 ports this cluster is planned for; take any other machine out of the cluster.</source>
        <translation>このクラスターが前提とする CX-7 ポートを持つのは GB10 Spark（NVIDIA DGX Spark とパートナー各社の GB10 システム）だけです。それ以外のマシンはクラスターから外してください。</translation>
    </message>
    <message>
        <source>DGX OS release</source>
        <translation>DGX OS リリース</translation>
    </message>
    <message>
        <source>Update every member to the same DGX OS release (Settings → Updates, or `sudo apt update &amp;&amp; sudo apt full-upgrade`), then reboot.</source>
        <translation>すべてのメンバーを同じ DGX OS リリースに更新し（設定 → アップデート、または `sudo apt update &amp;&amp; sudo apt full-upgrade`）、再起動してください。</translation>
    </message>
    <message>
        <source>Kernel</source>
        <translation>カーネル</translation>
    </message>
    <message>
        <source>Install the same kernel on every member with the DGX OS updates and reboot; the CX-7 driver comes with it.</source>
        <translation>DGX OS のアップデートですべてのメンバーに同じカーネルを入れて再起動してください。CX-7 ドライバーはカーネルに含まれます。</translation>
    </message>
    <message>
        <source>BIOS date</source>
        <translation>BIOS の日付</translation>
    </message>
    <message>
        <source>Update the BIOS of every member to the same release (with the DGX OS updates): a BIOS from before April 2026 wires the second CX-7 controller at PCIe Gen5 x2.</source>
        <translation>すべてのメンバーの BIOS を同じリリースに更新してください（DGX OS のアップデートで）。2026 年 4 月より前の BIOS は 2 つ目の CX-7 コントローラーを PCIe Gen5 x2 で接続します。</translation>
    </message>
    <message>
        <source>CX-7 firmware (ethtool -i)</source>
        <translation>CX-7 ファームウェア（ethtool -i）</translation>
    </message>
    <message>
        <source>Bring the CX-7 firmware of every member to the same version with the DGX OS firmware updates (`sudo fwupdmgr update`), then reboot.</source>
        <translation>DGX OS のファームウェアアップデート（`sudo fwupdmgr update`）ですべてのメンバーの CX-7 ファームウェアを同じバージョンにし、再起動してください。</translation>
    </message>
    <message>
        <source>none</source>
        <translation>なし</translation>
    </message>
    <message>
        <source>NCCL</source>
        <translation>NCCL</translation>
    </message>
    <message>
        <source>Install the same NCCL (libnccl2) on every member, or run the same container image everywhere.</source>
        <translation>すべてのメンバーに同じ NCCL（libnccl2）を入れるか、どこでも同じコンテナーイメージを実行してください。</translation>
    </message>
    <message>
        <source>Install NCCL (libnccl2) on every member, or run the same container image everywhere.</source>
        <translation>すべてのメンバーに NCCL（libnccl2）を入れるか、どこでも同じコンテナーイメージを実行してください。</translation>
    </message>
    <message>
        <source>CUDA driver</source>
        <translation>CUDA ドライバー</translation>
    </message>
    <message>
        <source>Install the same NVIDIA driver on every member with the DGX OS updates and reboot.</source>
        <translation>DGX OS のアップデートですべてのメンバーに同じ NVIDIA ドライバーを入れて再起動してください。</translation>
    </message>
    <message>
        <source>Username, UID and GID</source>
        <translation>ユーザー名、UID、GID</translation>
    </message>
    <message>
        <source>Use one account with the same name, UID and GID on every member (MPI and shared storage need it): create it with `sudo useradd -u UID -g GID NAME` where it is missing, or change it with usermod/groupmod.</source>
        <translation>すべてのメンバーで名前・UID・GID が同じアカウントを使ってください（MPI と共有ストレージに必要です）。ない場合は `sudo useradd -u UID -g GID NAME` で作成し、違う場合は usermod/groupmod で変更してください。</translation>
    </message>
    <message>
        <source>Install the Sparkwire package (with sparkwire-helper) on every member: without it a member cannot take its part of the network plan.</source>
        <translation>すべてのメンバーに Sparkwire パッケージ（sparkwire-helper を含む）を入れてください。これがないとメンバーはネットワークプランの自分の部分を適用できません。</translation>
    </message>
    <message>
        <source>Negotiated speed of every cabled twin</source>
        <translation>ケーブル接続された各ツインのネゴシエーション速度</translation>
    </message>
    <message>
        <source>%1 %2 Gb/s</source>
        <translation>%1 %2 Gb/s</translation>
    </message>
    <message>
        <source>%1 no link</source>
        <translation>%1 リンクなし</translation>
    </message>
    <message>
        <source>no cabled twin</source>
        <translation>ケーブル接続されたツインなし</translation>
    </message>
    <message>
        <source>Every cabled twin should negotiate 200 Gb/s: reseat or replace the cable (an approved QSFP DAC), and check that no end is forced to a lower speed.</source>
        <translation>ケーブル接続された各ツインは 200 Gb/s でネゴシエートするはずです。ケーブルを挿し直すか交換し（承認済みの QSFP DAC）、どちらの端も低い速度に固定されていないか確認してください。</translation>
    </message>
    <message>
        <source>Other tools&apos; netplan files on CX-7 netdevs</source>
        <translation>CX-7 ネットデバイスに対する他ツールの netplan ファイル</translation>
    </message>
    <message>
        <source>%1 (%2%3)</source>
        <translation>%1（%2%3）</translation>
    </message>
    <message>
        <source>, renamed aside</source>
        <translation>、名前を変えて退避済み</translation>
    </message>
    <message>
        <source>Keep one tool in charge of the CX-7 ports: on each member named, `sparkwirectl netplan other-tools` shows the file&apos;s addresses and `--move-aside` moves it aside (kept, restorable).</source>
        <translation>CX-7 ポートを管理するツールを 1 つにしてください。表示された各メンバーで `sparkwirectl netplan other-tools` がファイルのアドレスを示し、`--move-aside` で退避できます（保管され、元に戻せます）。</translation>
    </message>
    <message>
        <source>A member did not say (no answer came from it, it was not asked, it runs an older Sparkwire, or this is not in its system files): update Sparkwire there and run `sparkwirectl doctor` on it.</source>
        <translation>このことを伝えていないメンバーがあります（応答がなかった、確認していない、古い Sparkwire を実行している、またはシステムファイルにない）。そのメンバーで Sparkwire を更新し、`sparkwirectl doctor` を実行してください。</translation>
    </message>
    <message>
        <source>not installed</source>
        <translation>未インストール</translation>
    </message>
    <message>
        <source>yes, this Spark</source>
        <translation>はい、この Spark</translation>
    </message>
    <message>
        <source>yes, delegated</source>
        <translation>はい、委任済み</translation>
    </message>
    <message>
        <source>asks its person each time</source>
        <translation>毎回その担当者に確認</translation>
    </message>
    <message>
        <source>unknown: %1</source>
        <translation>不明: %1</translation>
    </message>
    <message>
        <source>Helper installed and authorised</source>
        <translation>ヘルパーのインストールと許可</translation>
    </message>
    <message>
        <source>Someone must answer on that member&apos;s screen during the apply. To apply from this Spark alone, pair it again on Find peers and answer Yes there when it asks whether this Spark may apply plans without asking each time.</source>
        <translation>適用中は、そのメンバーの画面で誰かが応答する必要があります。この Spark だけから適用するには、「ピアを探す」で再度ペアリングし、この Spark が毎回確認せずにプランを適用してよいか尋ねられたら、そこで「はい」と答えてください。</translation>
    </message>
    <message>
        <source>answered through a paired neighbour in %1 ms</source>
        <translation>ペアリング済みの隣接 Spark 経由で %1 ms で応答</translation>
    </message>
    <message>
        <source>%1 link up, speed not reported</source>
        <translation>%1 リンクあり、速度は報告されていません</translation>
    </message>
</context>
<context>
    <name>ClusterRecord</name>
    <message>
        <source>%1: must be a JSON object</source>
        <translation>%1：JSON オブジェクトでなければなりません</translation>
    </message>
    <message>
        <source>%1: the id must be 64 lower-case hex digits</source>
        <translation>%1：ID は 64 桁の小文字 16 進数でなければなりません</translation>
    </message>
    <message>
        <source>%1: &quot;%2&quot; is not a hostname</source>
        <translation>%1：「%2」はホスト名ではありません</translation>
    </message>
    <message>
        <source>cluster record: %1 is listed twice</source>
        <translation>クラスター記録：%1 が 2 回記載されています</translation>
    </message>
    <message>
        <source>cluster record: two members are named %1</source>
        <translation>クラスター記録：2 つのメンバーの名前がどちらも %1 です</translation>
    </message>
    <message>
        <source>cluster record: node %1 is given to %2 and %3</source>
        <translation>クラスター記録：ノード %1 が %2 と %3 に割り当てられています</translation>
    </message>
    <message>
        <source>cluster record: members must be listed by node number</source>
        <translation>クラスター記録：メンバーはノード番号順に記載しなければなりません</translation>
    </message>
    <message>
        <source>cluster record: the seat %1 is not a member</source>
        <translation>クラスター記録：操作側 %1 がメンバーではありません</translation>
    </message>
    <message>
        <source>cluster record: a cable names %1, which is not a member</source>
        <translation>クラスター記録：ケーブルがメンバーではない %1 を指しています</translation>
    </message>
    <message>
        <source>cluster record: port %1 of %2 is in two cables</source>
        <translation>クラスター記録：%2 のポート %1 が 2 本のケーブルに含まれています</translation>
    </message>
    <message>
        <source>cluster record: a cable loops %1 to itself</source>
        <translation>クラスター記録：ケーブルが %1 を自分自身に折り返しています</translation>
    </message>
    <message>
        <source>cluster record: %1 members and %2 cables do not make a %3 cluster</source>
        <translation>クラスター記録：メンバー %1 台とケーブル %2 本では %3 クラスターになりません</translation>
    </message>
    <message>
        <source>%1: version %2 is not one this Sparkwire reads (%3); update Sparkwire on every member</source>
        <translation>%1：バージョン %2 はこの Sparkwire が読めるもの（%3）ではありません。すべてのメンバーで Sparkwire を更新してください</translation>
    </message>
    <message>
        <source>%1: the name must be plain text, not empty</source>
        <translation>%1：名前は空でないプレーンテキストでなければなりません</translation>
    </message>
    <message>
        <source>%1: &quot;%2&quot; is not two-node, ring3 or switch</source>
        <translation>%1：「%2」は two-node、ring3、switch のいずれでもありません</translation>
    </message>
    <message>
        <source>%1: a cluster has 2 to %2 members</source>
        <translation>%1：クラスターのメンバーは 2～%2 台です</translation>
    </message>
    <message>
        <source>%1: must be a UTC time like 2026-01-31T12:00:00Z</source>
        <translation>%1：2026-01-31T12:00:00Z のような UTC 時刻でなければなりません</translation>
    </message>
    <message>
        <source>cluster record</source>
        <translation>クラスター記録</translation>
    </message>
    <message>
        <source>%1 cannot be read: %2; plan the cluster again</source>
        <translation>%1 を読み込めません：%2。クラスターを計画し直してください</translation>
    </message>
</context>
<context>
    <name>ClusterSeat</name>
    <message>
        <source>%1 is not paired with this Spark: pair it first.</source>
        <translation>%1 はこの Spark とペアリングされていません。先にペアリングしてください。</translation>
    </message>
</context>
<context>
    <name>DashboardWindow</name>
    <message>
        <source>&amp;Pause</source>
        <translation>一時停止(&amp;P)</translation>
    </message>
    <message>
        <source>Last minute</source>
        <translation>直近 1 分</translation>
    </message>
    <message>
        <source>Last 5 minutes</source>
        <translation>直近 5 分</translation>
    </message>
    <message>
        <source>Last 15 minutes</source>
        <translation>直近 15 分</translation>
    </message>
    <message>
        <source>Last hour</source>
        <translation>直近 1 時間</translation>
    </message>
    <message>
        <source>Port %1: RoCE throughput per twin and summed</source>
        <translation>ポート %1：ツインごとと合計の RoCE スループット</translation>
    </message>
    <message>
        <source>Port %1</source>
        <translation>ポート %1</translation>
    </message>
    <message>
        <source>&amp;Show:</source>
        <translation>表示(&amp;S)：</translation>
    </message>
    <message>
        <source>DEMO — simulated counters</source>
        <translation>デモ — シミュレートしたカウンター</translation>
    </message>
    <message>
        <source>&lt;b&gt;Trouble counters&lt;/b&gt;</source>
        <translation>&lt;b&gt;障害カウンター&lt;/b&gt;</translation>
    </message>
    <message>
        <source>&lt;b&gt;Every cable of the cluster&lt;/b&gt;</source>
        <translation>&lt;b&gt;クラスターのすべてのケーブル&lt;/b&gt;</translation>
    </message>
    <message>
        <source>There is no link to export.</source>
        <translation>エクスポートするリンクがありません。</translation>
    </message>
    <message>
        <source>Export the plot as PNG</source>
        <translation>グラフを PNG としてエクスポート</translation>
    </message>
    <message>
        <source>Export the plotted data as CSV</source>
        <translation>描画したデータを CSV としてエクスポート</translation>
    </message>
    <message>
        <source>PNG images (*.png)</source>
        <translation>PNG 画像 (*.png)</translation>
    </message>
    <message>
        <source>CSV files (*.csv)</source>
        <translation>CSV ファイル (*.csv)</translation>
    </message>
    <message>
        <source>Export failed</source>
        <translation>エクスポートに失敗しました</translation>
    </message>
    <message>
        <source>This Spark</source>
        <translation>この Spark</translation>
    </message>
    <message numerus="yes">
        <source>Fleet (%n Sparks)</source>
        <translation>
            <numerusform>フリート (%n 台の Spark)</numerusform>
        </translation>
    </message>
    <message>
        <source>Export the plot as SVG</source>
        <translation>グラフを SVG としてエクスポート</translation>
    </message>
    <message>
        <source>SVG images (*.svg)</source>
        <translation>SVG 画像 (*.svg)</translation>
    </message>
    <message>
        <source>E&amp;xport SVG…</source>
        <translation>SVG をエクスポート(&amp;X)…</translation>
    </message>
    <message>
        <source>&amp;Export PNG…</source>
        <translation>PNG をエクスポート(&amp;E)…</translation>
    </message>
    <message>
        <source>Export &amp;data as CSV…</source>
        <translation>データを CSV でエクスポート(&amp;D)…</translation>
    </message>
    <message>
        <source>Bandwidth dashboard (demo) — Sparkwire</source>
        <translation>帯域幅ダッシュボード（デモ）— Sparkwire</translation>
    </message>
    <message>
        <source>Bandwidth dashboard — Sparkwire</source>
        <translation>帯域幅ダッシュボード — Sparkwire</translation>
    </message>
    <message>
        <source>This Spark keeps no cluster record yet.</source>
        <translation>この Spark にはまだクラスターの記録がありません。</translation>
    </message>
</context>
<context>
    <name>DelegationList</name>
    <message>
        <source>an entry is not an object with exactly id, name, public_key and added</source>
        <translation>エントリが id、name、public_key、added だけを持つオブジェクトではありません</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a string</source>
        <translation>&apos;%1&apos; は文字列ではありません</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a host name</source>
        <translation>&apos;%1&apos; はホスト名ではありません</translation>
    </message>
    <message>
        <source>the key of %1 is not an EC P-256 public key in base64</source>
        <translation>%1 の鍵は base64 形式の EC P-256 公開鍵ではありません</translation>
    </message>
    <message>
        <source>the id of %1 is not the id of its key</source>
        <translation>%1 の ID がその鍵の ID と一致しません</translation>
    </message>
    <message>
        <source>the time %1 was added is not an ISO 8601 UTC time</source>
        <translation>%1 の追加日時が ISO 8601 の UTC 時刻ではありません</translation>
    </message>
    <message>
        <source>more than %1 bytes</source>
        <translation>%1 バイトを超えています</translation>
    </message>
    <message>
        <source>not JSON (%1 at byte %2)</source>
        <translation>JSON ではありません（バイト %2 で %1）</translation>
    </message>
    <message>
        <source>not a JSON array</source>
        <translation>JSON 配列ではありません</translation>
    </message>
    <message>
        <source>more than %1 entries</source>
        <translation>エントリが %1 個を超えています</translation>
    </message>
    <message>
        <source>%1 is listed twice</source>
        <translation>%1 が 2 回記載されています</translation>
    </message>
    <message>
        <source>%1 is open to other users (it must be mode 0600, owned by root); nothing in it is trusted: as root, check it and run chmod 600 on it</source>
        <translation>%1 が他のユーザーに開かれています（モード 0600、所有者 root でなければなりません）。中身はどれも信頼されません。root として確認し、chmod 600 を実行してください</translation>
    </message>
    <message>
        <source>%1 is damaged (%2); nothing in it is trusted: as root, remove it and allow the peers again when pairing</source>
        <translation>%1 が壊れています（%2）。中身はどれも信頼されません。root として削除し、ペアリング時にピアをもう一度許可してください</translation>
    </message>
    <message>
        <source>cannot create %1</source>
        <translation>%1 を作成できません</translation>
    </message>
    <message>
        <source>%1 peers may already apply plans here; remove one first</source>
        <translation>既に %1 台のピアがここでプランを適用できます。先に 1 台削除してください</translation>
    </message>
    <message>
        <source>no peer with id %1 may apply plans here</source>
        <translation>ID %1 のピアにはここでプランを適用する権限がありません</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a host name (letters, digits, &apos;-&apos; and &apos;.&apos;, at most 63)</source>
        <translation>&apos;%1&apos; はホスト名ではありません（英字、数字、&apos;-&apos;、&apos;.&apos;、最大 63 文字）</translation>
    </message>
</context>
<context>
    <name>DemoEnvironment</name>
    <message>
        <source>The demo data is missing: %1 does not exist. Reinstall Sparkwire or rebuild it (the build copies the demo tree there).</source>
        <translation>デモデータがありません：%1 が存在しません。Sparkwire を再インストールするか再ビルドしてください（ビルド時にデモツリーがそこにコピーされます）。</translation>
    </message>
    <message>
        <source>There is no demo scenario &apos;%1&apos;; choose healthy or faults.</source>
        <translation>デモのシナリオ「%1」はありません。healthy か faults を選んでください。</translation>
    </message>
</context>
<context>
    <name>DemoMemberLink</name>
    <message>
        <source>The demo cluster is gone.</source>
        <translation>デモクラスターはもうありません。</translation>
    </message>
</context>
<context>
    <name>DiagnoseDialog</name>
    <message>
        <source>✘ fails</source>
        <translation>✘ 不合格</translation>
    </message>
    <message>
        <source>! warning</source>
        <translation>! 警告</translation>
    </message>
    <message>
        <source>✔ passes</source>
        <translation>✔ 合格</translation>
    </message>
    <message>
        <source>– not checked</source>
        <translation>– 未確認</translation>
    </message>
    <message>
        <source>Diagnose this Spark</source>
        <translation>この Spark を診断</translation>
    </message>
    <message>
        <source>Check</source>
        <translation>確認項目</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>結果</translation>
    </message>
    <message>
        <source>What it looked at</source>
        <translation>確認した内容</translation>
    </message>
    <message>
        <source>Cause</source>
        <translation>原因</translation>
    </message>
    <message>
        <source>Fix</source>
        <translation>対処</translation>
    </message>
    <message>
        <source>Check &amp;again</source>
        <translation>もう一度確認(&amp;A)</translation>
    </message>
    <message>
        <source>&amp;Save report…</source>
        <translation>レポートを保存(&amp;S)…</translation>
    </message>
    <message>
        <source>A .tar.gz for a bug report: the checks, the CX-7 inventory and the network files, with every key and password removed.</source>
        <translation>バグ報告用の .tar.gz：確認結果、CX-7 のインベントリ、ネットワークファイルを含み、鍵とパスワードはすべて取り除かれています。</translation>
    </message>
    <message numerus="yes">
        <source>✔ None of the %n check(s) found a problem.</source>
        <translation>
            <numerusform>✔ %n 件の確認のいずれにも問題は見つかりませんでした。</numerusform>
        </translation>
    </message>
    <message>
        <source>Report saved to %1 (no keys, no secrets).</source>
        <translation>レポートを %1 に保存しました（鍵も機密情報も含みません）。</translation>
    </message>
    <message>
        <source>The report was not saved: %1</source>
        <translation>レポートは保存されませんでした：%1</translation>
    </message>
    <message>
        <source>Save the diagnosis report</source>
        <translation>診断レポートを保存</translation>
    </message>
    <message>
        <source>Archives (*.tar.gz)</source>
        <translation>アーカイブ (*.tar.gz)</translation>
    </message>
    <message>
        <source>Member</source>
        <translation>メンバー</translation>
    </message>
    <message>
        <source>Whole &amp;cluster</source>
        <translation>クラスター全体(&amp;C)</translation>
    </message>
    <message>
        <source>Run the checks on every member of this Spark&apos;s cluster over the paired peer channel, and compare the members (MTU on each link, clocks, versions, ring cabling).</source>
        <translation>ペアリング済みのピアチャネル経由で、この Spark のクラスターのすべてのメンバーでチェックを実行し、メンバーを比較します（各リンクの MTU、時計、バージョン、リングの配線）。</translation>
    </message>
    <message>
        <source>&amp;Fix…</source>
        <translation>修正(&amp;F)…</translation>
    </message>
    <message>
        <source>Fix the selected finding where Sparkwire can (through its helper), then check again.</source>
        <translation>Sparkwire が対応できる場合は（ヘルパー経由で）選択した項目を修正し、もう一度チェックします。</translation>
    </message>
    <message>
        <source>Fix %1</source>
        <translation>%1 を修正</translation>
    </message>
    <message>
        <source>Fixing %1…</source>
        <translation>%1 を修正しています…</translation>
    </message>
    <message>
        <source>%1: %2 Checked again.</source>
        <translation>%1：%2 もう一度チェックしました。</translation>
    </message>
    <message>
        <source>%1 was not fixed: %2</source>
        <translation>%1 は修正されませんでした：%2</translation>
    </message>
    <message>
        <source>Asking every member of the cluster to run its checks…</source>
        <translation>クラスターの各メンバーにチェックの実行を依頼しています…</translation>
    </message>
    <message>
        <source>Diagnose the cluster</source>
        <translation>クラスターを診断</translation>
    </message>
    <message>
        <source>Help → Diagnose… → Whole cluster.</source>
        <translation>ヘルプ → 診断… → クラスター全体。</translation>
    </message>
    <message>
        <source>the wizard&apos;s Addressing, Review and Apply steps apply the plan again (or Fix… where it is offered).</source>
        <translation>ウィザードの「アドレス設定」「確認」「適用」の手順で計画を再適用します（表示されていれば「修正…」でも可）。</translation>
    </message>
    <message>
        <source>File → Export bundle… writes the cluster&apos;s NCCL environment (env/nccl.env).</source>
        <translation>ファイル → バンドルをエクスポート… でクラスターの NCCL 環境（env/nccl.env）を書き出します。</translation>
    </message>
    <message>
        <source>start Sparkwire there, and use Help → Diagnose… on it.</source>
        <translation>そちらで Sparkwire を起動し、ヘルプ → 診断… を使ってください。</translation>
    </message>
    <message>
        <source>In this window: %1
On the command line: %2</source>
        <translation>このウィンドウでは：%1
コマンドラインでは：%2</translation>
    </message>
    <message>
        <source>✘ No answer from %1: nothing on it was checked.</source>
        <translation>✘ %1 から応答がありません：何も確認されていません。</translation>
    </message>
    <message numerus="yes">
        <source>✘ %n check(s) failed: each row says the cause and the fix.</source>
        <translation>
            <numerusform>✘ %n 件の確認が失敗しました：各行に原因と修正方法があります。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>! %n check(s) warned: each row says the cause and the fix.</source>
        <translation>
            <numerusform>! %n 件の確認が警告しました：各行に原因と修正方法があります。</numerusform>
        </translation>
    </message>
    <message>
        <source>✘ %1 failed and %2 warned: each row says the cause and the fix.</source>
        <translation>✘ %1 が失敗、%2 が警告：各行に原因と修正方法があります。</translation>
    </message>
    <message numerus="yes">
        <source>%n check(s)</source>
        <translation>
            <numerusform>%n 件の確認</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n check(s) not run: each row says why.</source>
        <translation>
            <numerusform>%n 件の確認は実行されませんでした：各行に理由があります。</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Doctor</name>
    <message>
        <source>no CX-7 netdev is up or addressed</source>
        <translation>有効またはアドレス設定済みの CX-7 netdev がありません</translation>
    </message>
    <message>
        <source>A CX-7 netdev runs with an MTU under 9000 (1500 is the default): RoCE then uses 1024-byte packets and loses bandwidth on every one.</source>
        <translation>CX-7 netdev が 9000 未満の MTU で動作しています（既定値は 1500）：RoCE は 1024 バイトのパケットを使うことになり、パケットごとに帯域幅を失います。</translation>
    </message>
    <message>
        <source>The twins of a port have different MTUs; the peer must match too.</source>
        <translation>1 つのポートのツインの MTU が異なります。ピア側も一致させる必要があります。</translation>
    </message>
    <message>
        <source>Set mtu: 9000 on every CX-7 netdev on every Spark (Sparkwire&apos;s plan does: `sparkwirectl plan` then `apply`); check the path with `ping -M do -s 8972 &lt;peer fabric address&gt;`.</source>
        <translation>すべての Spark のすべての CX-7 netdev に mtu: 9000 を設定してください（Sparkwire のプランはそうします：`sparkwirectl plan` の後に `apply`）。経路は `ping -M do -s 8972 &lt;peer fabric address&gt;` で確認してください。</translation>
    </message>
    <message>
        <source>A cabled port has a twin that is down or has no IPv4 address: NCCL and RDMA use one half of the port and top out near 100 Gb/s (the &quot;half bandwidth&quot; report).</source>
        <translation>配線済みのポートに、無効または IPv4 アドレスのないツインがあります：NCCL と RDMA はポートの半分しか使わず、約 100 Gb/s で頭打ちになります（「帯域幅が半分」という報告の原因）。</translation>
    </message>
    <message>
        <source>Address both twins, each on its own subnet, with MTU 9000: `sparkwirectl plan` then `sparkwirectl apply`.</source>
        <translation>両方のツインに、それぞれ別のサブネットで MTU 9000 のアドレスを設定してください：`sparkwirectl plan` の後に `sparkwirectl apply`。</translation>
    </message>
    <message>
        <source>no port with both twins addressed</source>
        <translation>両方のツインにアドレスが設定されたポートがありません</translation>
    </message>
    <message>
        <source>Both twins of a port sit on one subnet: the kernel answers and routes through one of them, so RoCE pairs the wrong GIDs and one twin idles.</source>
        <translation>1 つのポートの両方のツインが同じサブネットにあります：カーネルは片方だけで応答・ルーティングするため、RoCE が誤った GID を組み合わせ、一方のツインが遊んでしまいます。</translation>
    </message>
    <message>
        <source>Give each twin its own subnet (Sparkwire&apos;s plan does: e.g. 192.168.177.0/24 and 192.168.178.0/24).</source>
        <translation>各ツインにそれぞれ別のサブネットを割り当ててください（Sparkwire のプランはそうします：例：192.168.177.0/24 と 192.168.178.0/24）。</translation>
    </message>
    <message>
        <source>no addressed CX-7 function with an RDMA device</source>
        <translation>RDMA デバイスを持つアドレス設定済みの CX-7 ファンクションがありません</translation>
    </message>
    <message>
        <source>An addressed twin has no RoCE v2 GID for its IPv4 address: RDMA cannot reach the peer over IPv4 (QP timeouts).</source>
        <translation>アドレス設定済みのツインに、その IPv4 アドレスの RoCE v2 GID がありません：RDMA は IPv4 でピアに到達できません（QP のタイムアウト）。</translation>
    </message>
    <message>
        <source>Check the twin&apos;s address and that the RDMA device belongs to it (`show_gids`); re-apply the plan.</source>
        <translation>ツインのアドレスと、RDMA デバイスがそのツインのものかを確認し（`show_gids`）、プランを再適用してください。</translation>
    </message>
    <message>
        <source>The RoCE v2 IPv4 GID index changed since the environment was exported (IPv6 addresses shift the table): NCCL would use a wrong GID.</source>
        <translation>環境をエクスポートしてから RoCE v2 IPv4 GID のインデックスが変わりました（IPv6 アドレスがテーブルをずらします）：NCCL が誤った GID を使ってしまいます。</translation>
    </message>
    <message>
        <source>Export the environment again (`sparkwirectl nccl env`), or let NCCL pick the GID by address (unset NCCL_IB_GID_INDEX, keep NCCL_IB_ADDR_FAMILY=AF_INET).</source>
        <translation>環境をもう一度エクスポートするか（`sparkwirectl nccl env`）、NCCL にアドレスで GID を選ばせてください（NCCL_IB_GID_INDEX を解除し、NCCL_IB_ADDR_FAMILY=AF_INET はそのまま）。</translation>
    </message>
    <message>
        <source>no global IPv6 address on a CX-7 netdev</source>
        <translation>CX-7 netdev にグローバル IPv6 アドレスはありません</translation>
    </message>
    <message>
        <source>A CX-7 netdev has a global IPv6 address (SLAAC or DHCPv6 from another manager or a router): each one adds GIDs and can move the RoCE v2 IPv4 GID to another index.</source>
        <translation>CX-7 netdev にグローバル IPv6 アドレスがあります（別の管理ツールやルーターからの SLAAC または DHCPv6）：アドレスごとに GID が増え、RoCE v2 IPv4 GID が別のインデックスに移ることがあります。</translation>
    </message>
    <message>
        <source>Turn off accept-ra and DHCPv6 on the CX-7 netdevs (Sparkwire&apos;s plan does: apply it again), then export the NCCL environment again.</source>
        <translation>CX-7 netdev で accept-ra と DHCPv6 をオフにし（Sparkwire のプランはそうします：もう一度適用してください）、それから NCCL の環境をもう一度エクスポートしてください。</translation>
    </message>
    <message>
        <source>no CX-7 link is up</source>
        <translation>有効な CX-7 リンクがありません</translation>
    </message>
    <message>
        <source>A CX-7 link negotiated less than 200 Gb/s (a switch port or cable at 100G): the port carries half or less.</source>
        <translation>CX-7 リンクのネゴシエーション結果が 200 Gb/s 未満です（スイッチのポートかケーブルが 100G）：ポートは半分以下しか運べません。</translation>
    </message>
    <message>
        <source>Use a 200G-capable cable and switch port; check with `ethtool &lt;netdev&gt;`.</source>
        <translation>200G 対応のケーブルとスイッチポートを使ってください。`ethtool &lt;netdev&gt;` で確認できます。</translation>
    </message>
    <message>
        <source>no carrier_changes to read</source>
        <translation>読み取れる carrier_changes がありません</translation>
    </message>
    <message>
        <source>A CX-7 link lost its carrier many times since boot: a loose or bad cable, or a flapping switch port.</source>
        <translation>CX-7 リンクが起動以来何度もキャリアを失っています：ケーブルの緩みや不良、またはスイッチポートのフラッピングです。</translation>
    </message>
    <message>
        <source>Reseat or replace the cable; watch `ip -s link show &lt;netdev&gt;` while idle.</source>
        <translation>ケーブルを挿し直すか交換してください。アイドル時に `ip -s link show &lt;netdev&gt;` を観察してください。</translation>
    </message>
    <message>
        <source>no PCIe link speed to read for the CX-7 functions</source>
        <translation>CX-7 ファンクションの PCIe リンク速度を読み取れません</translation>
    </message>
    <message>
        <source>A CX-7 function&apos;s PCIe link trained below Gen5 x4 (32 GT/s): it cannot feed 100 Gb/s per twin. Old firmware does this.</source>
        <translation>CX-7 ファンクションの PCIe リンクが Gen5 x4（32 GT/s）未満でトレーニングされました：ツインあたり 100 Gb/s を供給できません。古いファームウェアで起こります。</translation>
    </message>
    <message>
        <source>Update the DGX OS firmware (`sudo fwupdmgr update`), reboot, and check `lspci -vv` LnkSta again.</source>
        <translation>DGX OS のファームウェアを更新し（`sudo fwupdmgr update`）、再起動してから `lspci -vv` の LnkSta をもう一度確認してください。</translation>
    </message>
    <message>
        <source>no CmaTotal in meminfo</source>
        <translation>meminfo に CmaTotal がありません</translation>
    </message>
    <message>
        <source>The kernel has no contiguous memory area (CmaTotal: 0): registering GPU memory for RDMA fails.</source>
        <translation>カーネルに連続メモリ領域がありません（CmaTotal: 0）：RDMA 用の GPU メモリ登録が失敗します。</translation>
    </message>
    <message>
        <source>Boot with the DGX OS kernel command line (cma=...) that NVIDIA ships; check `cat /proc/cmdline`.</source>
        <translation>NVIDIA が提供する DGX OS のカーネルコマンドライン（cma=...）で起動してください。`cat /proc/cmdline` で確認できます。</translation>
    </message>
    <message>
        <source>no locked-memory limit to read</source>
        <translation>ロックメモリの上限を読み取れません</translation>
    </message>
    <message>
        <source>The locked-memory limit is finite: RDMA memory registration fails once it is reached (in containers too).</source>
        <translation>ロックメモリの上限が有限です：上限に達すると RDMA のメモリ登録が失敗します（コンテナー内でも同じです）。</translation>
    </message>
    <message>
        <source>Set `* - memlock unlimited` in /etc/security/limits.d/, or run containers with `--ulimit memlock=-1 --device /dev/infiniband`.</source>
        <translation>/etc/security/limits.d/ に `* - memlock unlimited` を設定するか、コンテナーを `--ulimit memlock=-1 --device /dev/infiniband` 付きで実行してください。</translation>
    </message>
    <message>
        <source>NCCL_IB_HCA is not set here</source>
        <translation>ここでは NCCL_IB_HCA が設定されていません</translation>
    </message>
    <message>
        <source>NCCL_IB_HCA leaves out a twin that carries an address: NCCL uses one half of the port (the &quot;half bandwidth&quot; report).</source>
        <translation>NCCL_IB_HCA がアドレスを持つツインを外しています：NCCL はポートの半分しか使いません（「帯域幅が半分」という報告の原因）。</translation>
    </message>
    <message>
        <source>Name both twins, e.g. NCCL_IB_HCA=rocep1s0f1,roceP2p1s0f1: `sparkwirectl nccl env` prints the right value.</source>
        <translation>両方のツインを指定してください。例：NCCL_IB_HCA=rocep1s0f1,roceP2p1s0f1。`sparkwirectl nccl env` が正しい値を表示します。</translation>
    </message>
    <message>
        <source>nothing in the environment turns RDMA off</source>
        <translation>環境に RDMA をオフにする設定はありません</translation>
    </message>
    <message>
        <source>The environment makes NCCL carry data over TCP sockets instead of RDMA: a few GB/s instead of ~24.</source>
        <translation>この環境では NCCL が RDMA ではなく TCP ソケットでデータを運びます：約 24 GB/s ではなく数 GB/s になります。</translation>
    </message>
    <message>
        <source>Unset NCCL_IB_DISABLE and NCCL_NET, and name this Spark&apos;s RDMA devices in NCCL_IB_HCA (`sparkwirectl nccl env`).</source>
        <translation>NCCL_IB_DISABLE と NCCL_NET を解除し、NCCL_IB_HCA にこの Spark の RDMA デバイスを指定してください（`sparkwirectl nccl env`）。</translation>
    </message>
    <message>
        <source>NCCL_SOCKET_IFNAME is not set to one netdev here</source>
        <translation>ここでは NCCL_SOCKET_IFNAME が 1 つの netdev に設定されていません</translation>
    </message>
    <message>
        <source>NCCL_SOCKET_IFNAME names a netdev that is down here: NCCL&apos;s bootstrap finds no interface and the run fails at once.</source>
        <translation>NCCL_SOCKET_IFNAME が指す netdev はここでは無効です：NCCL のブートストラップがインターフェースを見つけられず、実行はすぐに失敗します。</translation>
    </message>
    <message>
        <source>NCCL_SOCKET_IFNAME names a netdev that does not exist here: NCCL&apos;s bootstrap finds no interface and the run fails at once.</source>
        <translation>NCCL_SOCKET_IFNAME が指す netdev はここには存在しません：NCCL のブートストラップがインターフェースを見つけられず、実行はすぐに失敗します。</translation>
    </message>
    <message>
        <source>Name a netdev that is up with an IPv4 address on every node (a fabric twin, or the management port: bootstrap over it is fine).</source>
        <translation>すべてのノードで有効かつ IPv4 アドレスを持つ netdev を指定してください（ファブリックのツイン、または管理ポート：管理ポート経由のブートストラップで問題ありません）。</translation>
    </message>
    <message>
        <source>VLLM_HOST_IP is not set</source>
        <translation>VLLM_HOST_IP が設定されていません</translation>
    </message>
    <message>
        <source>Ray/vLLM is pinned to an address that is not on the CX-7 fabric: its traffic takes the management network.</source>
        <translation>Ray/vLLM が CX-7 ファブリック上にないアドレスに固定されています：そのトラフィックは管理ネットワークを通ります。</translation>
    </message>
    <message>
        <source>Set VLLM_HOST_IP to this Spark&apos;s fabric address (the first twin&apos;s).</source>
        <translation>VLLM_HOST_IP をこの Spark のファブリックのアドレス（最初のツインのもの）に設定してください。</translation>
    </message>
    <message>
        <source>no netplan file in etc/netplan</source>
        <translation>etc/netplan に netplan ファイルがありません</translation>
    </message>
    <message>
        <source>A netplan file is readable by other users: netplan warns &quot;Permissions too open&quot; on every apply, and the file may hold Wi-Fi keys.</source>
        <translation>netplan ファイルが他のユーザーから読めます：適用のたびに netplan が「Permissions too open」と警告し、ファイルに Wi-Fi の鍵が含まれている可能性があります。</translation>
    </message>
    <message>
        <source>sudo chmod 600 /etc/netplan/*.yaml</source>
        <translation>sudo chmod 600 /etc/netplan/*.yaml</translation>
    </message>
    <message>
        <source>no CX-7 netdev on this host</source>
        <translation>このホストに CX-7 netdev がありません</translation>
    </message>
    <message>
        <source>no netplan, NetworkManager or cloud-init files to read</source>
        <translation>読み取れる netplan、NetworkManager、cloud-init のファイルがありません</translation>
    </message>
    <message>
        <source>only Sparkwire&apos;s 40-cx7.yaml names a CX-7 netdev</source>
        <translation>CX-7 netdev を指定しているのは Sparkwire の 40-cx7.yaml だけです</translation>
    </message>
    <message>
        <source>Another netplan file, NetworkManager or cloud-init also configures a CX-7 netdev: the settings fight (a later file wins, DHCP or SLAAC adds addresses and shifts the GID table).</source>
        <translation>別の netplan ファイル、NetworkManager、または cloud-init も CX-7 netdev を構成しています：設定が競合します（後のファイルが優先され、DHCP や SLAAC がアドレスを追加して GID テーブルをずらします）。</translation>
    </message>
    <message>
        <source>Remove the CX-7 netdevs from the other file or connection (Sparkwire&apos;s Review page offers to migrate them), then apply again.</source>
        <translation>もう一方のファイルまたは接続から CX-7 netdev を取り除き（Sparkwire の「確認」ページで移行できます）、もう一度適用してください。</translation>
    </message>
    <message>
        <source>An addressed twin&apos;s IPv4 GID exists only as RoCE v1: the RoCE mode of the device was changed (cma_roce_mode), and NCCL and perftest need RoCE v2 (routable, UDP 4791).</source>
        <translation>アドレスのあるツインの IPv4 GID が RoCE v1 としてしか存在しません：デバイスの RoCE モードが変更されています（cma_roce_mode）。NCCL と perftest には RoCE v2（ルーティング可能、UDP 4791）が必要です。</translation>
    </message>
    <message>
        <source>Set the default RoCE mode back to v2 (`cma_roce_mode -d &lt;dev&gt; -p 1 -m 2`) or reboot, then check with `show_gids`.</source>
        <translation>既定の RoCE モードを v2 に戻すか（`cma_roce_mode -d &lt;dev&gt; -p 1 -m 2`）再起動し、`show_gids` で確認してください。</translation>
    </message>
    <message>
        <source>no active RDMA device</source>
        <translation>アクティブな RDMA デバイスがありません</translation>
    </message>
    <message>
        <source>An RDMA device is active but has no RoCE v2 GID for a fabric address of its netdev, and NCCL may use it: ranks pair GIDs that cannot reach each other (QP timeouts, a hang at the first collective).</source>
        <translation>RDMA デバイスがアクティブですが、その netdev のファブリックアドレスに対する RoCE v2 GID がなく、NCCL がそれを使う可能性があります：ランクが互いに届かない GID を組み合わせます（QP タイムアウト、最初の集団通信で停止）。</translation>
    </message>
    <message>
        <source>Address that twin as the plan says (`sparkwirectl plan`, then `apply`), or leave it out of NCCL_IB_HCA (`sparkwirectl nccl env` names only the addressed twins).</source>
        <translation>プランどおりにそのツインにアドレスを設定するか（`sparkwirectl plan` の後 `apply`）、NCCL_IB_HCA から外してください（`sparkwirectl nccl env` はアドレスのあるツインだけを挙げます）。</translation>
    </message>
    <message>
        <source>no retransmit or timeout counter rose</source>
        <translation>再送やタイムアウトのカウンターは増えていません</translation>
    </message>
    <message>
        <source>RoCE retransmit or timeout counters rose during the test: packets were lost (a bad cable, an MTU mismatch, or a switch without lossless settings), and every loss stalls a queue pair.</source>
        <translation>テスト中に RoCE の再送またはタイムアウトのカウンターが増えました：パケットが失われています（不良ケーブル、MTU の不一致、ロスレス設定のないスイッチ）。損失のたびにキューペアが停止します。</translation>
    </message>
    <message>
        <source>Congestion notifications rose by the hundred thousand: the path is congested or a switch marks too early.</source>
        <translation>輻輳通知が数十万単位で増えました：経路が輻輳しているか、スイッチのマーキングが早すぎます。</translation>
    </message>
    <message>
        <source>Check the cable and the MTU on both ends (`sparkwirectl doctor --cluster`); with a switch, enable PFC/ECN for RoCE on its ports.</source>
        <translation>ケーブルと両端の MTU を確認してください（`sparkwirectl doctor --cluster`）。スイッチがある場合は、そのポートで RoCE 用に PFC/ECN を有効にしてください。</translation>
    </message>
    <message>
        <source>the measurement names no RDMA device here</source>
        <translation>測定にこのホストの RDMA デバイスが含まれていません</translation>
    </message>
    <message>
        <source>GPUDirect RDMA off (safe mode): NCCL_NET_GDR_LEVEL=%1</source>
        <translation>GPUDirect RDMA はオフ（セーフモード）：NCCL_NET_GDR_LEVEL=%1</translation>
    </message>
    <message>
        <source>no /proc/modules to read</source>
        <translation>読み取れる /proc/modules がありません</translation>
    </message>
    <message>
        <source>The dmabuf GPUDirect mode needs the NVIDIA driver loaded and a kernel with dma-buf RDMA support (5.12 or later): NCCL cannot register GPU memory and the run fails or falls back.</source>
        <translation>dmabuf の GPUDirect モードには、読み込まれた NVIDIA ドライバーと dma-buf RDMA に対応したカーネル（5.12 以降）が必要です：NCCL は GPU メモリーを登録できず、実行は失敗するかフォールバックします。</translation>
    </message>
    <message>
        <source>Load the NVIDIA driver (DGX OS does at boot), or use the safe mode: NCCL_NET_GDR_LEVEL=0 NCCL_DMABUF_ENABLE=0.</source>
        <translation>NVIDIA ドライバーを読み込むか（DGX OS は起動時に読み込みます）、セーフモードを使ってください：NCCL_NET_GDR_LEVEL=0 NCCL_DMABUF_ENABLE=0。</translation>
    </message>
    <message>
        <source>GPUDirect RDMA is asked for without dmabuf, which needs the nvidia_peermem module; it is not loaded (on a DGX Spark it is not supported): NCCL fails to register GPU memory.</source>
        <translation>dmabuf なしの GPUDirect RDMA が要求されていますが、それには nvidia_peermem モジュールが必要です。読み込まれていません（DGX Spark では非対応）：NCCL は GPU メモリーを登録できません。</translation>
    </message>
    <message>
        <source>Use the dmabuf mode (NCCL_NET_GDR_LEVEL=5 NCCL_DMABUF_ENABLE=1) or the safe mode (NCCL_NET_GDR_LEVEL=0 NCCL_DMABUF_ENABLE=0): `sparkwirectl nccl env` prints either.</source>
        <translation>dmabuf モード（NCCL_NET_GDR_LEVEL=5 NCCL_DMABUF_ENABLE=1）かセーフモード（NCCL_NET_GDR_LEVEL=0 NCCL_DMABUF_ENABLE=0）を使ってください：`sparkwirectl nccl env` はどちらも出力します。</translation>
    </message>
    <message>
        <source>no firewall ruleset to read (nft and iptables-save gave nothing: not installed, no rules, or not run as root)</source>
        <translation>読み取れるファイアウォールのルールセットがありません（nft と iptables-save は何も返しません：未インストール、ルールなし、または root で実行していません）</translation>
    </message>
    <message>
        <source>no input rule drops UDP 4791 (RoCE v2) or TCP %1 (the agent)</source>
        <translation>UDP 4791（RoCE v2）や TCP %1（エージェント）を破棄する受信ルールはありません</translation>
    </message>
    <message>
        <source>The firewall drops RoCE v2 (UDP port 4791) on the fabric: RDMA connections time out and NCCL falls back to sockets or hangs.</source>
        <translation>ファイアウォールがファブリック上の RoCE v2（UDP ポート 4791）を破棄しています：RDMA 接続はタイムアウトし、NCCL はソケットにフォールバックするか止まります。</translation>
    </message>
    <message>
        <source>The firewall drops the Sparkwire agent&apos;s port: the seat cannot reach this Spark for pairing, cluster changes or the doctor.</source>
        <translation>ファイアウォールが Sparkwire エージェントのポートを破棄しています：操作側はペアリング、クラスターの変更、ドクターのためにこの Spark へ接続できません。</translation>
    </message>
    <message>
        <source>Accept the fabric on the CX-7 netdevs, e.g. `nft add rule inet filter input iifname &quot;enp1s0f1np1&quot; accept` for each, or open udp 4791 and tcp %1 (`ufw allow in on enp1s0f1np1`).</source>
        <translation>CX-7 の netdev でファブリックを許可してください。たとえばそれぞれに `nft add rule inet filter input iifname &quot;enp1s0f1np1&quot; accept`、または udp 4791 と tcp %1 を開けます（`ufw allow in on enp1s0f1np1`）。</translation>
    </message>
    <message>
        <source>not running in a container</source>
        <translation>コンテナー内で実行されていません</translation>
    </message>
    <message>
        <source>This container has no RDMA devices (/dev/infiniband): NCCL finds no IB device and carries data over sockets.</source>
        <translation>このコンテナーには RDMA デバイス（/dev/infiniband）がありません：NCCL は IB デバイスを見つけられず、ソケットでデータを運びます。</translation>
    </message>
    <message>
        <source>This container&apos;s locked-memory limit is finite: RDMA memory registration fails once it is reached.</source>
        <translation>このコンテナーのロックメモリーの上限が有限です：上限に達すると RDMA のメモリー登録が失敗します。</translation>
    </message>
    <message>
        <source>Start the container with `--device /dev/infiniband --ulimit memlock=-1 --network host` (and `--ipc host` for NCCL).</source>
        <translation>コンテナーを `--device /dev/infiniband --ulimit memlock=-1 --network host`（NCCL には `--ipc host` も）で起動してください。</translation>
    </message>
    <message>
        <source>no MemTotal in meminfo</source>
        <translation>meminfo に MemTotal がありません</translation>
    </message>
    <message>
        <source>The nccl-tests buffers take a large share of the unified memory that the GPU shares with the system: the run fails with out-of-memory at the largest sizes, or the system swaps and the results mean nothing.</source>
        <translation>nccl-tests のバッファーが、GPU とシステムで共有するユニファイドメモリーの大部分を占めています：最大サイズでメモリー不足により失敗するか、システムがスワップして結果が意味を持ちません。</translation>
    </message>
    <message>
        <source>Use a smaller largest size (-e 4G is plenty to reach full bandwidth).</source>
        <translation>最大サイズを小さくしてください（全帯域に達するには -e 4G で十分です）。</translation>
    </message>
    <message>
        <source>no netplan file to read</source>
        <translation>読み取れる netplan ファイルがありません</translation>
    </message>
    <message>
        <source>no netplan file turns on DHCP or router advertisements for a CX-7 netdev</source>
        <translation>CX-7 の netdev に DHCP やルーター広告を有効にする netplan ファイルはありません</translation>
    </message>
    <message>
        <source>netplan turns on DHCP or IPv6 router advertisements (SLAAC) for a CX-7 netdev: it gets addresses besides the plan&apos;s, the GID table grows and the RoCE v2 IPv4 GID moves to another index.</source>
        <translation>netplan が CX-7 の netdev に DHCP または IPv6 ルーター広告（SLAAC）を有効にしています：プラン以外のアドレスが付き、GID テーブルが増え、RoCE v2 IPv4 GID が別のインデックスに移ります。</translation>
    </message>
    <message>
        <source>Set dhcp4: no, dhcp6: no and accept-ra: no for the CX-7 netdevs (remove them from the other file: Sparkwire&apos;s Review page offers it), then apply the plan again.</source>
        <translation>CX-7 の netdev に dhcp4: no、dhcp6: no、accept-ra: no を設定し（他のファイルから外してください：Sparkwire の「確認」ページで行えます）、プランをもう一度適用してください。</translation>
    </message>
    <message>
        <source>no per-twin RDMA measurement younger than a day: it needs RDMA hardware (run the RDMA link test on the Sparks)</source>
        <translation>1 日以内のツインごとの RDMA 測定がありません: RDMA ハードウェアが必要です（Spark で RDMA リンクテストを実行してください）</translation>
    </message>
    <message>
        <source>no nccl-tests message size to compare: no NCCL test result is kept yet</source>
        <translation>比較する nccl-tests のメッセージサイズがありません: NCCL テスト結果はまだ保存されていません</translation>
    </message>
    <message>
        <source>no CX-7 here: not a Spark, the GPU has memory of its own</source>
        <translation>ここに CX-7 はありません: Spark ではなく、GPU は専用のメモリを持っています</translation>
    </message>
    <message>
        <source>%1 holds no snapshots of the RoCE hw_counters of this Spark&apos;s RDMA devices (kept before they were recorded)</source>
        <translation>%1 にはこの Spark の RDMA デバイスの RoCE hw_counters のスナップショットがありません（記録されるようになる前に保存されたもの）</translation>
    </message>
    <message>
        <source>no two snapshots of the RoCE hw_counters: none taken now, and no RDMA link test kept in the last 24 hours</source>
        <translation>RoCE hw_counters のスナップショットが 2 つありません: 今は取得されておらず、過去 24 時間に保存された RDMA リンクテストもありません</translation>
    </message>
    <message>
        <source>counters read right before the run started and right after it ended: %1</source>
        <translation>実行開始直前と終了直後に読み取ったカウンター: %1</translation>
    </message>
    <message>
        <source>no netplan file of NVIDIA Sync, the playbook, spark-vllm-docker or sparkrun</source>
        <translation>NVIDIA Sync、playbook、spark-vllm-docker、sparkrun の netplan ファイルはありません</translation>
    </message>
    <message>
        <source>Another tool&apos;s netplan file configures the CX-7 ports: whichever file sorts last sets the addresses and MTU, and a later run of that tool can move them again (ping and ib_write_bw still pass while Ray or NCCL time out on the moved address).</source>
        <translation>別のツールの netplan ファイルが CX-7 ポートを設定しています。最後に並ぶファイルがアドレスと MTU を決め、そのツールを後で実行すると再び変更されることがあります（ping と ib_write_bw は通るのに、Ray や NCCL は変更されたアドレスでタイムアウトします）。</translation>
    </message>
    <message>
        <source>NVIDIA Sync renamed netplan files aside: they no longer apply, but say what was configured before.</source>
        <translation>NVIDIA Sync が netplan ファイルを名前を変えて退避しました。もう適用されませんが、以前の設定を示しています。</translation>
    </message>
    <message>
        <source>Keep one tool in charge of the CX-7 ports: `sparkwirectl netplan other-tools` shows each file&apos;s addresses (to adopt them in the plan), and `sparkwirectl netplan other-tools --move-aside` moves the files aside (kept in /var/lib/sparkwire/other-tools; `--restore` puts them back).</source>
        <translation>CX-7 ポートを管理するツールは 1 つにしてください。`sparkwirectl netplan other-tools` は各ファイルのアドレスを表示し（計画に取り込むため）、`sparkwirectl netplan other-tools --move-aside` はファイルを退避します（/var/lib/sparkwire/other-tools に保管。`--restore` で元に戻せます）。</translation>
    </message>
</context>
<context>
    <name>DoctorAnswer</name>
    <message>
        <source>doctor answer</source>
        <translation>ドクターの応答</translation>
    </message>
    <message>
        <source>%1: not a version</source>
        <translation>%1：バージョンではありません</translation>
    </message>
    <message>
        <source>%1: not an object</source>
        <translation>%1：オブジェクトではありません</translation>
    </message>
    <message>
        <source>%1: not a netdev name</source>
        <translation>%1：netdev 名ではありません</translation>
    </message>
    <message>
        <source>%1: not an IPv4 address/prefix</source>
        <translation>%1：IPv4 アドレス/プレフィックスではありません</translation>
    </message>
    <message>
        <source>%1: not a key id</source>
        <translation>%1：鍵 ID ではありません</translation>
    </message>
    <message>
        <source>%1: not a check of the catalogue, or repeated</source>
        <translation>%1：カタログのチェックではないか、重複しています</translation>
    </message>
    <message>
        <source>%1: not pass, warn, fail or skip</source>
        <translation>%1：pass、warn、fail、skip のいずれでもありません</translation>
    </message>
</context>
<context>
    <name>FabricDescription</name>
    <message>
        <source>%1 is larger than %2 bytes: not a fabric description</source>
        <translation>%1 は %2 バイトを超えています: ファブリック記述ではありません</translation>
    </message>
    <message>
        <source>%1 holds a NUL byte: not a text file</source>
        <translation>%1 に NUL バイトが含まれています: テキストファイルではありません</translation>
    </message>
    <message>
        <source>expected 4 fields (netdev port half rdma-device), found %1</source>
        <translation>4 つのフィールド (netdev port half rdma-device) が必要ですが、%1 個あります</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a network interface name (1-15 of A-Z a-z 0-9 _ . -)</source>
        <translation>「%1」はネットワークインターフェース名ではありません (A-Z a-z 0-9 _ . - の 1〜15 文字)</translation>
    </message>
    <message>
        <source>port must be 0 or 1, not &apos;%1&apos;</source>
        <translation>port は 0 か 1 でなければなりません (「%1」ではなく)</translation>
    </message>
    <message>
        <source>half must be 0 or 1, not &apos;%1&apos;</source>
        <translation>half は 0 か 1 でなければなりません (「%1」ではなく)</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not an RDMA device name (1-63 of A-Z a-z 0-9 _ . -, or &apos;-&apos; for none)</source>
        <translation>「%1」は RDMA デバイス名ではありません (A-Z a-z 0-9 _ . - の 1〜63 文字、なければ「-」)</translation>
    </message>
    <message>
        <source>%1 is named twice</source>
        <translation>%1 が二度記述されています</translation>
    </message>
    <message>
        <source>port %1 half %2 is already %3</source>
        <translation>ポート %1 のハーフ %2 はすでに %3 です</translation>
    </message>
    <message>
        <source>RDMA device %1 is already %2&apos;s</source>
        <translation>RDMA デバイス %1 はすでに %2 のものです</translation>
    </message>
    <message>
        <source>%1 is not a regular file</source>
        <translation>%1 は通常のファイルではありません</translation>
    </message>
    <message>
        <source>cannot read %1: %2</source>
        <translation>%1 を読み取れません：%2</translation>
    </message>
</context>
<context>
    <name>FindPeersPage</name>
    <message>
        <source>Set up passwordless &amp;SSH</source>
        <translation>パスワードなし SSH を設定(&amp;S)</translation>
    </message>
    <message>
        <source>Members of the cluster</source>
        <translation>クラスターのメンバー</translation>
    </message>
    <message>
        <source>The Sparks Sparkwire configures together. This Spark is always one; a Spark must be paired before it can be one.</source>
        <translation>Sparkwire がまとめて構成する Spark。この Spark は常にその 1 台です。メンバーになるには先にペアリングが必要です。</translation>
    </message>
    <message>
        <source>&amp;Members of the cluster:</source>
        <translation>クラスターのメンバー(&amp;M)：</translation>
    </message>
    <message>
        <source>P&amp;eer:</source>
        <translation>ピア(&amp;E)：</translation>
    </message>
    <message>
        <source>The Spark that pairing and SSH setup talk to.</source>
        <translation>ペアリングと SSH 設定の相手となる Spark。</translation>
    </message>
    <message>
        <source>Setting up SSH to %1…</source>
        <translation>%1 への SSH を設定中…</translation>
    </message>
    <message>
        <source>Lets this Spark answer one pairing request from another Spark for %1 minutes. Without it, pairing requests are refused without asking you.</source>
        <translation>この Spark が、別の Spark からのペアリング要求に %1 分間だけ 1 回応じられるようにします。これがなければ、ペアリング要求は確認なしに拒否されます。</translation>
    </message>
    <message>
        <source>Pairing and SSH setup are not available: this Spark&apos;s identity key could not be read or made at start (the status bar says why). Fix what it names, then start Sparkwire again. The cabling and the plan below work without it.</source>
        <translation>ペアリングと SSH 設定は利用できません：起動時にこの Spark の識別鍵を読み込むことも作成することもできませんでした（理由はステータスバーに表示されています）。示された問題を直してから、Sparkwire を再起動してください。下の配線とプランはこれがなくても使えます。</translation>
    </message>
    <message>
        <source>✔ %1</source>
        <translation>✔ %1</translation>
    </message>
    <message>
        <source>✘ SSH not set up: %1</source>
        <translation>✘ SSH は設定されていません：%1</translation>
    </message>
    <message>
        <source>Find peers</source>
        <translation>ピアを探す</translation>
    </message>
    <message>
        <source>Sparks cabled to this one, found by their beacons on the CX-7 links — before any address is set. Pull or plug a cable and the drawing follows.</source>
        <translation>この Spark にケーブルで接続された Spark を、アドレスを設定する前に CX-7 リンク上のビーコンで見つけます。ケーブルを抜き挿しすると図が追従します。</translation>
    </message>
    <message>
        <source>No peer found yet</source>
        <translation>ピアはまだ見つかっていません</translation>
    </message>
    <message>
        <source>Incomplete cabling</source>
        <translation>配線が不完全です</translation>
    </message>
    <message>
        <source>Two Sparks, one cable</source>
        <translation>Spark 2 台、ケーブル 1 本</translation>
    </message>
    <message>
        <source>Sparks on a switch</source>
        <translation>スイッチ上の Spark</translation>
    </message>
    <message>
        <source>Check that the other Spark is on, cabled to a QSFP port, and runs Sparkwire (or &lt;tt&gt;sparkwirectl agent&lt;/tt&gt;).</source>
        <translation>もう一方の Spark の電源が入っているか、QSFP ポートにケーブルで接続されているか、Sparkwire（または &lt;tt&gt;sparkwirectl agent&lt;/tt&gt;）が動作しているかを確認してください。</translation>
    </message>
    <message>
        <source>%1 (paired)</source>
        <translation>%1（ペアリング済み）</translation>
    </message>
    <message>
        <source>%1 (not paired; name as it claims)</source>
        <translation>%1（未ペアリング、名前は自己申告）</translation>
    </message>
    <message>
        <source>%1 (this Spark)</source>
        <translation>%1（この Spark）</translation>
    </message>
    <message>
        <source>This Spark is always a member: it is the one configuring them.</source>
        <translation>この Spark は常にメンバーです。構成を行うのがこの Spark だからです。</translation>
    </message>
    <message>
        <source>%1 — pair first</source>
        <translation>%1 — 先にペアリング</translation>
    </message>
    <message>
        <source>Not paired: select it and press Pair. Its name is what its beacons claim.</source>
        <translation>未ペアリング：選択して「ペアリング」を押してください。名前はビーコンでの自己申告です。</translation>
    </message>
    <message>
        <source>Configuring other Sparks from here needs the peer features, which are off.</source>
        <translation>ここから他の Spark を構成するにはピア機能が必要ですが、オフになっています。</translation>
    </message>
    <message>
        <source>Pair with at least one Spark to configure the cluster.</source>
        <translation>クラスターを構成するには、少なくとも 1 台の Spark とペアリングしてください。</translation>
    </message>
    <message>
        <source>Choose at least one other Spark.</source>
        <translation>他の Spark を少なくとも 1 台選んでください。</translation>
    </message>
    <message numerus="yes">
        <source>%n Spark(s) will be configured together.</source>
        <translation>
            <numerusform>%n 台の Spark をまとめて構成します。</numerusform>
        </translation>
    </message>
    <message>
        <source>A&amp;ccept a pairing request</source>
        <translation>ペアリング要求を受け付ける(&amp;C)</translation>
    </message>
    <message>
        <source>&amp;Pair…</source>
        <translation>ペアリング(&amp;P)…</translation>
    </message>
    <message>
        <source>P&amp;aired with %1</source>
        <translation>%1 とペアリング済み(&amp;A)</translation>
    </message>
    <message>
        <source>P&amp;air with %1…</source>
        <translation>%1 とペアリング(&amp;A)…</translation>
    </message>
    <message>
        <source>Paired. Key fingerprint: %1</source>
        <translation>ペアリング済み。鍵のフィンガープリント: %1</translation>
    </message>
    <message>
        <source>A&amp;ccepting one pairing request (%1 s)…</source>
        <translation>ペアリング要求を 1 件受け付け中（%1 秒）…(&amp;C)</translation>
    </message>
    <message>
        <source>A ring: a Spark on each port</source>
        <translation>リング: 各ポートに Spark が 1 台</translation>
    </message>
</context>
<context>
    <name>FleetChart</name>
    <message>
        <source>half 0 tx</source>
        <translation>ハーフ 0 送信</translation>
    </message>
    <message>
        <source>half 0 rx</source>
        <translation>ハーフ 0 受信</translation>
    </message>
    <message>
        <source>half 1 tx</source>
        <translation>ハーフ 1 送信</translation>
    </message>
    <message>
        <source>half 1 rx</source>
        <translation>ハーフ 1 受信</translation>
    </message>
    <message>
        <source>port tx</source>
        <translation>ポート送信</translation>
    </message>
    <message>
        <source>port rx</source>
        <translation>ポート受信</translation>
    </message>
    <message>
        <source>now</source>
        <translation>現在</translation>
    </message>
    <message>
        <source>RoCE Gb/s</source>
        <translation>RoCE Gb/s</translation>
    </message>
    <message>
        <source>%1, port %2 · seat %3 · %4 · DEMO — simulated counters</source>
        <translation>%1、ポート %2 · 操作元 %3 · %4 · デモ — シミュレートされたカウンター</translation>
    </message>
    <message>
        <source>%1, port %2 · seat %3 · %4</source>
        <translation>%1、ポート %2 · 操作元 %3 · %4</translation>
    </message>
    <message>
        <source>There is no recorded history of this link to export.</source>
        <translation>このリンクにはエクスポートできる記録がありません。</translation>
    </message>
</context>
<context>
    <name>FleetMemberCard</name>
    <message>
        <source>Export…</source>
        <translation>エクスポート…</translation>
    </message>
    <message>
        <source>Export the plot of %1, port %2</source>
        <translation>%1 のポート %2 のグラフをエクスポート</translation>
    </message>
    <message>
        <source>Plot as &amp;PNG…</source>
        <translation>グラフを &amp;PNG で…</translation>
    </message>
    <message>
        <source>Plot as &amp;SVG…</source>
        <translation>グラフを &amp;SVG で…</translation>
    </message>
    <message>
        <source>Data as &amp;CSV…</source>
        <translation>データを &amp;CSV で…</translation>
    </message>
    <message>
        <source>link</source>
        <translation>リンク</translation>
    </message>
    <message>
        <source>tx</source>
        <translation>送信</translation>
    </message>
    <message>
        <source>rx</source>
        <translation>受信</translation>
    </message>
    <message>
        <source>retr.</source>
        <translation>再送</translation>
    </message>
    <message>
        <source>OOS</source>
        <translation>OOS</translation>
    </message>
    <message>
        <source>CNP</source>
        <translation>CNP</translation>
    </message>
    <message>
        <source>flaps</source>
        <translation>断続</translation>
    </message>
    <message>
        <source>%1G</source>
        <translation>%1G</translation>
    </message>
    <message>
        <source>up</source>
        <translation>有効</translation>
    </message>
    <message>
        <source>down</source>
        <translation>ダウン</translation>
    </message>
    <message>
        <source>n/a</source>
        <translation>なし</translation>
    </message>
    <message>
        <source>half %1</source>
        <translation>ハーフ %1</translation>
    </message>
    <message>
        <source>sum</source>
        <translation>合計</translation>
    </message>
    <message>
        <source>no data from %1 for %2 s</source>
        <translation>%1 から %2 秒間データがありません</translation>
    </message>
    <message>
        <source>no data from %1 yet</source>
        <translation>%1 からまだデータがありません</translation>
    </message>
    <message>
        <source>live</source>
        <translation>ライブ</translation>
    </message>
    <message>
        <source>connecting…</source>
        <translation>接続中…</translation>
    </message>
    <message>
        <source>Port %1, its twins</source>
        <translation>ポート %1 のツインハーフ</translation>
    </message>
    <message>
        <source>Port %1</source>
        <translation>ポート %1</translation>
    </message>
</context>
<context>
    <name>FleetSample</name>
    <message>
        <source>bad metrics sample: %1</source>
        <translation>不正なメトリクスのサンプル：%1</translation>
    </message>
    <message>
        <source>longer than %1 characters</source>
        <translation>%1 文字より長い</translation>
    </message>
    <message>
        <source>not version f1</source>
        <translation>バージョン f1 ではない</translation>
    </message>
    <message>
        <source>more than %1 twins</source>
        <translation>ツインが %1 個より多い</translation>
    </message>
    <message>
        <source>record %1 has not 13 fields</source>
        <translation>レコード %1 のフィールドが 13 個ではない</translation>
    </message>
    <message>
        <source>record %1: bad port or half</source>
        <translation>レコード %1：ポートまたはハーフが不正</translation>
    </message>
    <message>
        <source>record %1: bad carrier, speed or rdma</source>
        <translation>レコード %1：キャリア、速度または rdma が不正</translation>
    </message>
    <message>
        <source>record %1: bad rate</source>
        <translation>レコード %1：レートが不正</translation>
    </message>
    <message>
        <source>record %1: RoCE rates without RDMA counters</source>
        <translation>レコード %1：RDMA カウンターなしの RoCE レート</translation>
    </message>
    <message>
        <source>record %1: bad counter</source>
        <translation>レコード %1：カウンターが不正</translation>
    </message>
    <message>
        <source>record %1: twins repeated or out of order</source>
        <translation>レコード %1：ツインの重複または順序違い</translation>
    </message>
    <message>
        <source>a metrics rate is %1 to %2 Hz, not &quot;%3&quot;</source>
        <translation>メトリクスのレートは %1～%2 Hz で、「%3」ではありません</translation>
    </message>
</context>
<context>
    <name>FleetSubscription</name>
    <message>
        <source>a metrics rate is %1 to %2 Hz, not %3</source>
        <translation>メトリクスのレートは %1～%2 Hz で、%3 ではありません</translation>
    </message>
    <message>
        <source>a member is subscribed to by its key id and at least one address</source>
        <translation>メンバーの購読には鍵 ID と少なくとも 1 つのアドレスが必要です</translation>
    </message>
</context>
<context>
    <name>FleetView</name>
    <message>
        <source>No cluster yet: once a cluster is applied, every member is shown here.</source>
        <translation>クラスターはまだありません。クラスターを適用すると、すべてのメンバーがここに表示されます。</translation>
    </message>
    <message>
        <source>PNG images (*.png)</source>
        <translation>PNG 画像 (*.png)</translation>
    </message>
    <message>
        <source>SVG images (*.svg)</source>
        <translation>SVG 画像 (*.svg)</translation>
    </message>
    <message>
        <source>CSV files (*.csv)</source>
        <translation>CSV ファイル (*.csv)</translation>
    </message>
    <message>
        <source>Export</source>
        <translation>エクスポート</translation>
    </message>
    <message>
        <source>Export failed</source>
        <translation>エクスポートに失敗しました</translation>
    </message>
    <message>
        <source>&amp;Copy cluster as text</source>
        <translation>クラスターをテキストでコピー(&amp;C)</translation>
    </message>
    <message>
        <source>Puts the cluster on the clipboard as text to paste into an issue: members as paired here, cables, addresses, MTU, the last test rates and the versions.</source>
        <translation>クラスターをテキストとしてクリップボードに入れ、issue に貼り付けられるようにします。ここでペアリングしたメンバー、ケーブル、アドレス、MTU、最新のテスト速度、バージョンを含みます。</translation>
    </message>
</context>
<context>
    <name>HelperMemberBridge</name>
    <message>
        <source>This Spark&apos;s helper refuses the plan: %1</source>
        <translation>この Spark のヘルパーがプランを拒否しました：%1</translation>
    </message>
</context>
<context>
    <name>HostDestinationSource</name>
    <message>
        <source>cannot read %1: %2</source>
        <translation>%1 を読み取れません：%2</translation>
    </message>
    <message>
        <source>%1 is larger than %2 bytes</source>
        <translation>%1 が %2 バイトを超えています</translation>
    </message>
</context>
<context>
    <name>HostNetwork</name>
    <message>
        <source>%1 (an address on %2)</source>
        <translation>%1（%2 のアドレス）</translation>
    </message>
    <message>
        <source>%1 (a route without a device)</source>
        <translation>%1（デバイスのない経路）</translation>
    </message>
    <message>
        <source>%1 (a route via %2)</source>
        <translation>%1（%2 経由の経路）</translation>
    </message>
</context>
<context>
    <name>InventoryJson</name>
    <message>
        <source>must be a JSON %1</source>
        <translation>JSON の %1 でなければなりません</translation>
    </message>
    <message>
        <source>must be a whole number</source>
        <translation>整数でなければなりません</translation>
    </message>
    <message>
        <source>must hold strings</source>
        <translation>文字列を含まなければなりません</translation>
    </message>
</context>
<context>
    <name>Iperf</name>
    <message>
        <source>libiperf could not start a test</source>
        <translation>libiperf がテストを開始できませんでした</translation>
    </message>
    <message>
        <source>iperf client %1 → %2:%3: %4</source>
        <translation>iperf クライアント %1 → %2:%3：%4</translation>
    </message>
    <message>
        <source>iperf server on %1:%2: %3</source>
        <translation>%1:%2 の iperf サーバー：%3</translation>
    </message>
</context>
<context>
    <name>Ipv4Subnet</name>
    <message>
        <source>&apos;%1&apos; is not an IPv4 network in CIDR form, like 192.168.177.0/24.</source>
        <translation>&apos;%1&apos; は 192.168.177.0/24 のような CIDR 形式の IPv4 ネットワークではありません。</translation>
    </message>
    <message>
        <source>&apos;%1&apos; has host bits set; the network is %2.</source>
        <translation>&apos;%1&apos; にはホストビットが立っています。ネットワークは %2 です。</translation>
    </message>
</context>
<context>
    <name>JointApply</name>
    <message>
        <source>reading its state</source>
        <translation>状態を読み込み中</translation>
    </message>
    <message>
        <source>trying the plan</source>
        <translation>プランの試行中</translation>
    </message>
    <message>
        <source>checking its links</source>
        <translation>リンクの確認中</translation>
    </message>
    <message>
        <source>confirming</source>
        <translation>確定中</translation>
    </message>
    <message>
        <source>cancelling</source>
        <translation>キャンセル中</translation>
    </message>
    <message>
        <source>%1 did not answer in time while %2.</source>
        <translation>%1 が%2に時間内に応答しませんでした。</translation>
    </message>
    <message>
        <source>%1 answered with the state of another Spark.</source>
        <translation>%1 が別の Spark の状態で応答しました。</translation>
    </message>
    <message>
        <source>%1&apos;s network configuration changed since you reviewed the plan; nothing was changed anywhere. Go back and review it again.</source>
        <translation>プランを確認した後で %1 のネットワーク構成が変わりました。どこも変更していません。戻ってもう一度確認してください。</translation>
    </message>
    <message>
        <source>it confirmed, but does not hold the plan now</source>
        <translation>確定しましたが、現在そのプランを保持していません</translation>
    </message>
    <message>
        <source>%1 did not keep the plan after confirming it. Retry to apply it again.</source>
        <translation>%1 は確定後にプランを保持しませんでした。再試行してもう一度適用してください。</translation>
    </message>
    <message>
        <source>Every member confirmed the plan and holds it.</source>
        <translation>すべてのメンバーがプランを確定し、保持しています。</translation>
    </message>
    <message>
        <source>The cluster already matches its plan: nothing was changed.</source>
        <translation>クラスターは既にプランどおりです。何も変更していません。</translation>
    </message>
    <message>
        <source>this seat has no key to sign %1&apos;s plan with</source>
        <translation>この操作側には %1 のプランに署名する鍵がありません</translation>
    </message>
    <message>
        <source>%1 failed the check on %2</source>
        <translation>%1 は %2 の確認に失敗しました</translation>
    </message>
    <message>
        <source>%1 failed while %2.</source>
        <translation>%1 が%2に失敗しました。</translation>
    </message>
    <message>
        <source>confirmed, but its state could not be read again: %1</source>
        <translation>確定しましたが、状態を再度読み込めませんでした：%1</translation>
    </message>
    <message>
        <source>%1 confirmed, but could not be asked afterwards whether it kept the plan: %2</source>
        <translation>%1 は確定しましたが、その後プランを保持しているか問い合わせられませんでした：%2</translation>
    </message>
    <message>
        <source>%1 did not confirm (%2); its helper reverts on its own at the deadline. Retry to apply the plan again.</source>
        <translation>%1 は確定しませんでした（%2）。ヘルパーが期限に自動で元に戻します。再試行してプランをもう一度適用してください。</translation>
    </message>
    <message>
        <source>cancelled because %1</source>
        <translation>キャンセルしました（理由：%1）</translation>
    </message>
    <message>
        <source>Cancelled.</source>
        <translation>キャンセルしました。</translation>
    </message>
    <message>
        <source>you cancelled the apply</source>
        <translation>適用をキャンセルしました</translation>
    </message>
    <message>
        <source>The apply failed.</source>
        <translation>適用に失敗しました。</translation>
    </message>
    <message>
        <source>Every member is back to its previous configuration.</source>
        <translation>すべてのメンバーが以前の構成に戻りました。</translation>
    </message>
    <message>
        <source>nobody kept the change before the countdown ended</source>
        <translation>カウントダウン終了までに誰も変更を保持しませんでした</translation>
    </message>
    <message>
        <source>its previous file is back</source>
        <translation>以前のファイルに戻りました</translation>
    </message>
    <message>
        <source>%1 still holds the plan</source>
        <translation>%1 はまだプランを保持しています</translation>
    </message>
    <message numerus="yes">
        <source>%1 did not report its previous file back (%2); its helper reverts on its own within %n s</source>
        <translation>
            <numerusform>%1 は以前のファイルに戻ったと報告しませんでした（%2）。そのヘルパーは %n 秒以内に自動で元に戻します</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>LanPeersList</name>
    <message>
        <source>Sparks on the network, not cabled</source>
        <translation>ネットワーク上の未配線の Spark</translation>
    </message>
    <message>
        <source>Sparks that answer on the management network (mDNS) but have no cable to this one. Their names are what the network claims: unverified until you pair. Cable one to a QSFP port to configure it.</source>
        <translation>管理ネットワーク（mDNS）で応答するが、この Spark とケーブルでつながっていない Spark です。名前はネットワークが名乗るもので、ペアリングするまで検証されていません。設定するには QSFP ポートにケーブルでつないでください。</translation>
    </message>
    <message>
        <source>Sparkwire running</source>
        <translation>Sparkwire 実行中</translation>
    </message>
    <message>
        <source>Sparkwire not running (SSH only)</source>
        <translation>Sparkwire 未実行（SSH のみ）</translation>
    </message>
    <message>
        <source>%1 — on the network, not cabled; %2 (name as the network claims, unverified)</source>
        <translation>%1 — ネットワーク上、未配線。%2（ネットワークが名乗る名前、未検証）</translation>
    </message>
    <message>
        <source>Sparks on the network are not listed: %1.</source>
        <translation>ネットワーク上の Spark は一覧にありません：%1。</translation>
    </message>
    <message>
        <source>Addresses: %1</source>
        <translation>アドレス：%1</translation>
    </message>
    <message>
        <source>Key id it claims: %1</source>
        <translation>名乗っている鍵 ID：%1</translation>
    </message>
    <message>
        <source>None found on the network (mDNS).</source>
        <translation>ネットワーク上（mDNS）には見つかりません。</translation>
    </message>
    <message>
        <source>On the network, not cab&amp;led:</source>
        <translation>ネットワーク上、未配線(&amp;L)：</translation>
    </message>
</context>
<context>
    <name>LaunchPathDoctor</name>
    <message>
        <source>node 1</source>
        <translation>ノード 1</translation>
    </message>
    <message>
        <source>The TCP paths from %1 to the head %2 were not checked.</source>
        <translation>%1 からヘッド %2 への TCP 経路は確認されていません。</translation>
    </message>
    <message>
        <source>Run `sparkwirectl cluster apply` from %1 once %2 is reachable; it checks the launch paths after Keep.</source>
        <translation>%2 に到達できるようになったら %1 で `sparkwirectl cluster apply` を実行してください。保持の後に起動経路を確認します。</translation>
    </message>
    <message>
        <source>Connections from %1 to %2 on TCP %3 get no answer: a firewall on %2 (or on the path) drops them, so torchrun, Ray or vLLM on %1 would hang at start.</source>
        <translation>%1 から %2 への TCP %3 の接続に応答がありません。%2 上（または経路上）のファイアウォールが破棄しているため、%1 の torchrun、Ray、vLLM は起動時に止まります。</translation>
    </message>
    <message>
        <source>On %1, allow TCP %2 in from the fabric subnets (e.g. `sudo ufw allow in on &lt;CX-7 netdev&gt; to any port &lt;port&gt; proto tcp`, or an nftables accept rule before the drop), then run `sparkwirectl doctor --cluster` again.</source>
        <translation>%1 でファブリックのサブネットからの TCP %2 の受信を許可し（例：`sudo ufw allow in on &lt;CX-7 netdev&gt; to any port &lt;port&gt; proto tcp`、または drop より前の nftables の accept ルール）、`sparkwirectl doctor --cluster` をもう一度実行してください。</translation>
    </message>
    <message>
        <source>%1 cannot reach %2 at %3: the head&apos;s fabric address is not on %1&apos;s links (a wrong address, or a cable moved).</source>
        <translation>%1 は %3 で %2 に到達できません。ヘッドのファブリックアドレスが %1 のリンク上にありません（アドレスの誤り、またはケーブルの差し替え）。</translation>
    </message>
    <message>
        <source>Check the cables between %1 and %2, then run `sparkwirectl cluster apply` again.</source>
        <translation>%1 と %2 の間のケーブルを確認し、`sparkwirectl cluster apply` をもう一度実行してください。</translation>
    </message>
</context>
<context>
    <name>LaunchPaths</name>
    <message>
        <source>this Spark is not a member of the cluster</source>
        <translation>この Spark はクラスターのメンバーではありません</translation>
    </message>
    <message>
        <source>the cluster record has no node 1</source>
        <translation>クラスター記録にノード 1 がありません</translation>
    </message>
    <message>
        <source>%1: not an object</source>
        <translation>%1：オブジェクトではありません</translation>
    </message>
    <message>
        <source>%1: a path the cluster record does not give this member</source>
        <translation>%1：クラスター記録がこのメンバーに与えていない経路</translation>
    </message>
    <message>
        <source>%1: a path named twice</source>
        <translation>%1：二重に挙げられた経路</translation>
    </message>
    <message>
        <source>%1: not ok, dropped or unreachable</source>
        <translation>%1：ok、dropped、unreachable のいずれでもありません</translation>
    </message>
    <message>
        <source>launch-path: it leaves out paths the cluster record gives this member</source>
        <translation>launch-path：クラスター記録がこのメンバーに与えた経路が抜けています</translation>
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
        <translation>ハーフ 0 送信</translation>
    </message>
    <message>
        <source>half 0 rx</source>
        <translation>ハーフ 0 受信</translation>
    </message>
    <message>
        <source>half 1 tx</source>
        <translation>ハーフ 1 送信</translation>
    </message>
    <message>
        <source>half 1 rx</source>
        <translation>ハーフ 1 受信</translation>
    </message>
    <message>
        <source>port tx</source>
        <translation>ポート送信</translation>
    </message>
    <message>
        <source>port rx</source>
        <translation>ポート受信</translation>
    </message>
    <message>
        <source>%1 · %2 · DEMO — simulated counters</source>
        <translation>%1 · %2 · デモ — シミュレートしたカウンター</translation>
    </message>
    <message>
        <source>%1 · %2</source>
        <translation>%1 · %2</translation>
    </message>
    <message>
        <source>Soft-RoCE has no port counters: the rates are its netdev&apos;s bytes, which include UDP/IP headers, retransmissions and any other traffic on that netdev.</source>
        <translation>ソフト RoCE にはポートカウンターがありません：レートはその netdev のバイト数で、UDP/IP ヘッダー、再送、その netdev 上の他のすべての通信を含みます。</translation>
    </message>
    <message>
        <source>~RoCE Gb/s</source>
        <translation>~RoCE Gb/s</translation>
    </message>
    <message>
        <source>%1 (soft-RoCE: ~ the netdev&apos;s bytes)</source>
        <translation>%1（ソフト RoCE：~ は netdev のバイト数）</translation>
    </message>
</context>
<context>
    <name>LinkHistory</name>
    <message>
        <source>Cannot write %1: %2</source>
        <translation>%1 に書き込めません：%2</translation>
    </message>
</context>
<context>
    <name>LinkTestSupport</name>
    <message>
        <source>%1 answered with a list of test servers that cannot be read.</source>
        <translation>%1 が読み取れないテストサーバーの一覧を返しました。</translation>
    </message>
    <message>
        <source>No twin of this Spark with an RDMA device and a RoCE v2 GID shares a subnet with the test servers of %1: apply the plan on both Sparks first.</source>
        <translation>RDMA デバイスと RoCE v2 GID を持つこの Spark のツインで、%1 のテストサーバーと同じサブネットにあるものがありません。先に両方の Spark でプランを適用してください。</translation>
    </message>
    <message>
        <source>No twin of this Spark shares a subnet with the test servers of %1: apply the plan on both Sparks first.</source>
        <translation>この Spark のツインで、%1 のテストサーバーと同じサブネットにあるものがありません。先に両方の Spark でプランを適用してください。</translation>
    </message>
</context>
<context>
    <name>LocalMember</name>
    <message>
        <source>%1 went back: %2</source>
        <translation>%1 は元に戻りました：%2</translation>
    </message>
    <message>
        <source>nothing was pending</source>
        <translation>保留中のものはありませんでした</translation>
    </message>
    <message>
        <source>reverted</source>
        <translation>元に戻しました</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>DEMO — a simulated Spark. Nothing on this computer is read or changed.</source>
        <translation>デモ — シミュレートした Spark です。このコンピューター上のものは何も読み込まず、変更もしません。</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>ファイル(&amp;F)</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>終了(&amp;Q)</translation>
    </message>
    <message>
        <source>Bandwidth &amp;dashboard</source>
        <translation>帯域幅ダッシュボード(&amp;D)</translation>
    </message>
    <message>
        <source>Ctrl+D</source>
        <translation>Ctrl+D</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>ヘルプ(&amp;H)</translation>
    </message>
    <message>
        <source>&amp;About Sparkwire</source>
        <translation>Sparkwire について(&amp;A)</translation>
    </message>
    <message>
        <source>About &amp;Qt</source>
        <translation>Qt について(&amp;Q)</translation>
    </message>
    <message>
        <source>&amp;Settings…</source>
        <translation>設定(&amp;S)…</translation>
    </message>
    <message>
        <source>%1 (demo) — Sparkwire</source>
        <translation>%1（デモ） — Sparkwire</translation>
    </message>
    <message>
        <source>%1 — Sparkwire</source>
        <translation>%1 — Sparkwire</translation>
    </message>
    <message>
        <source>&amp;Activity</source>
        <translation>アクティビティ(&amp;A)</translation>
    </message>
    <message>
        <source>Ctrl+L</source>
        <translation>Ctrl+L</translation>
    </message>
    <message>
        <source>&amp;Diagnose…</source>
        <translation>診断(&amp;D)…</translation>
    </message>
    <message>
        <source>The test result was not kept: %1</source>
        <translation>テスト結果を保存できませんでした：%1</translation>
    </message>
    <message>
        <source>The apply failed: %1</source>
        <translation>適用に失敗しました：%1</translation>
    </message>
    <message>
        <source>A link test failed: %1</source>
        <translation>リンクテストが失敗しました：%1</translation>
    </message>
    <message>
        <source>DEMO — a simulated Spark with the classic faults, for learning the diagnoses. Nothing on this computer is read or changed.</source>
        <translation>デモ — 典型的な障害を持つシミュレートされた Spark で、診断を学ぶためのものです。このコンピューターでは何も読み取りも変更もしません。</translation>
    </message>
    <message>
        <source>Vie&amp;w</source>
        <translation>表示(&amp;W)</translation>
    </message>
</context>
<context>
    <name>MdnsRecords</name>
    <message>
        <source>the TXT record has more than %1 strings</source>
        <translation>TXT レコードの文字列が %1 個より多い</translation>
    </message>
    <message>
        <source>a TXT string is longer than %1 bytes</source>
        <translation>TXT 文字列が %1 バイトより長い</translation>
    </message>
    <message>
        <source>the TXT record is longer than %1 bytes</source>
        <translation>TXT レコードが %1 バイトより長い</translation>
    </message>
    <message>
        <source>a TXT key has a character that is not printable ASCII</source>
        <translation>TXT キーに印字可能な ASCII でない文字がある</translation>
    </message>
    <message>
        <source>not a service Sparkwire browses</source>
        <translation>Sparkwire がブラウズするサービスではない</translation>
    </message>
    <message>
        <source>not in the .local domain</source>
        <translation>.local ドメインにない</translation>
    </message>
    <message>
        <source>the service name is empty, longer than %1 bytes or not printable</source>
        <translation>サービス名が空、%1 バイトより長い、または印字できない</translation>
    </message>
    <message>
        <source>the host name is not a valid name ending in .local</source>
        <translation>ホスト名が .local で終わる有効な名前ではない</translation>
    </message>
    <message>
        <source>the address is not an IP address</source>
        <translation>アドレスが IP アドレスではない</translation>
    </message>
    <message>
        <source>the port is not between 1 and 65535</source>
        <translation>ポートが 1～65535 の範囲にない</translation>
    </message>
    <message>
        <source>the TXT record is not version 1 (v=1)</source>
        <translation>TXT レコードがバージョン 1（v=1）ではない</translation>
    </message>
    <message>
        <source>the TXT id is not 64 lower-case hex digits</source>
        <translation>TXT の id が小文字 16 進数 64 桁ではない</translation>
    </message>
    <message>
        <source>the TXT host is not a valid host name</source>
        <translation>TXT の host が有効なホスト名ではない</translation>
    </message>
</context>
<context>
    <name>MemberChangeNotice</name>
    <message>
        <source>&amp;Revert now</source>
        <translation>今すぐ元に戻す(&amp;R)</translation>
    </message>
    <message>
        <source>&amp;Hide</source>
        <translation>隠す(&amp;H)</translation>
    </message>
    <message>
        <source>Reverting…</source>
        <translation>元に戻しています…</translation>
    </message>
    <message>
        <source>Network change from %1</source>
        <translation>%1 からのネットワーク変更</translation>
    </message>
    <message>
        <source>%1 applied a network plan to this Spark&apos;s ConnectX-7 ports. It is in force now and goes back by itself unless %1 confirms it after checking every link.</source>
        <translation>%1 がこの Spark の ConnectX-7 ポートにネットワークプランを適用しました。現在有効ですが、%1 がすべてのリンクを確認して確定しない限り、自動で元に戻ります。</translation>
    </message>
    <message>
        <source>(no difference in the netplan file)</source>
        <translation>（netplan ファイルに差分はありません）</translation>
    </message>
    <message numerus="yes">
        <source>Reverts by itself in %n s unless confirmed. Revert now if you did not expect it.</source>
        <translation>
            <numerusform>確定されなければ %n 秒後に自動で元に戻ります。心当たりがなければ今すぐ元に戻してください。</numerusform>
        </translation>
    </message>
    <message>
        <source>&amp;Close</source>
        <translation>閉じる(&amp;C)</translation>
    </message>
    <message>
        <source>Kept: %1</source>
        <translation>保持：%1</translation>
    </message>
    <message>
        <source>Reverted: this Spark&apos;s previous netplan file is back (%1).</source>
        <translation>元に戻しました：この Spark の以前の netplan ファイルが戻っています（%1）。</translation>
    </message>
</context>
<context>
    <name>MemberFacts</name>
    <message>
        <source>%1: not a valid value</source>
        <translation>%1：有効な値ではありません</translation>
    </message>
    <message>
        <source>%1: not an object</source>
        <translation>%1：オブジェクトではありません</translation>
    </message>
    <message>
        <source>%1: not a netdev name</source>
        <translation>%1：netdev 名ではありません</translation>
    </message>
    <message>
        <source>%1: not a file name</source>
        <translation>%1：ファイル名ではありません</translation>
    </message>
    <message>
        <source>%1: not a tool Sparkwire knows</source>
        <translation>%1：Sparkwire が知っているツールではありません</translation>
    </message>
</context>
<context>
    <name>MemberState</name>
    <message>
        <source>%1: must be a JSON object</source>
        <translation>%1：JSON オブジェクトでなければなりません</translation>
    </message>
    <message>
        <source>%1: &quot;%2&quot; is not a netdev name</source>
        <translation>%1：「%2」は netdev 名ではありません</translation>
    </message>
    <message>
        <source>%1: the id must be 64 lower-case hex digits</source>
        <translation>%1：ID は 64 桁の小文字 16 進数でなければなりません</translation>
    </message>
    <message>
        <source>member state</source>
        <translation>メンバーの状態</translation>
    </message>
    <message>
        <source>%1: must be plain text, not empty</source>
        <translation>%1：空でないプレーンテキストでなければなりません</translation>
    </message>
    <message>
        <source>%1: listed twice</source>
        <translation>%1：2 回記載されています</translation>
    </message>
    <message>
        <source>%1: a member cannot hear itself</source>
        <translation>%1：メンバーは自分自身を受信できません</translation>
    </message>
    <message>
        <source>%1: must be plain text</source>
        <translation>%1：プレーンテキストでなければなりません</translation>
    </message>
    <message>
        <source>%1: &quot;%2&quot; is not a.b.c.d/nn</source>
        <translation>%1：「%2」は a.b.c.d/nn ではありません</translation>
    </message>
    <message>
        <source>%1: must be &quot;ask&quot; or &quot;delegated&quot;</source>
        <translation>%1：「ask」または「delegated」でなければなりません</translation>
    </message>
    <message>
        <source>%1: must be empty or %2 bytes</source>
        <translation>%1：空か %2 バイトでなければなりません</translation>
    </message>
</context>
<context>
    <name>MemberStateReader</name>
    <message>
        <source>/%1 also configures %2 and comes later, so its settings win.</source>
        <translation>/%1 も %2 を構成しており、後に読まれるため、その設定が優先されます。</translation>
    </message>
    <message>
        <source>/%1 also configures %2; Sparkwire&apos;s file comes later and overrides the same settings, but anything else there still applies.</source>
        <translation>/%1 も %2 を構成しています。Sparkwire のファイルが後に読まれて同じ設定を上書きしますが、それ以外の設定はそのまま有効です。</translation>
    </message>
    <message>
        <source>/%1 could not be read (%2).</source>
        <translation>/%1 を読み込めませんでした（%2）。</translation>
    </message>
    <message>
        <source>this Spark&apos;s helper is not there</source>
        <translation>この Spark のヘルパーがありません</translation>
    </message>
</context>
<context>
    <name>MemberTry</name>
    <message>
        <source>try request</source>
        <translation>試行要求</translation>
    </message>
    <message>
        <source>%1: empty</source>
        <translation>%1：空です</translation>
    </message>
    <message>
        <source>%1: a signed try needs the member&apos;s %2-byte nonce and an expiry</source>
        <translation>%1：署名付きの試行にはメンバーの %2 バイトのノンスと有効期限が必要です</translation>
    </message>
    <message>
        <source>%1: a nonce or an expiry without a signature</source>
        <translation>%1：署名のないノンスまたは有効期限</translation>
    </message>
</context>
<context>
    <name>NcclChart</name>
    <message>
        <source>NCCL bus bandwidth</source>
        <translation>NCCL バス帯域幅</translation>
    </message>
    <message>
        <source>message size (log₂ scale)</source>
        <translation>メッセージサイズ（log₂ 目盛り）</translation>
    </message>
    <message>
        <source>busbw GB/s</source>
        <translation>busbw GB/s</translation>
    </message>
    <message>
        <source>out-of-place</source>
        <translation>アウトオブプレース</translation>
    </message>
    <message>
        <source>in-place</source>
        <translation>インプレース</translation>
    </message>
    <message>
        <source>%1: bus bandwidth, %2 ranks on %3 node(s)</source>
        <translation>%1：バス帯域幅、%3 ノードで %2 ランク</translation>
    </message>
    <message>
        <source>floor</source>
        <translation>下限</translation>
    </message>
    <message>
        <source>The two solid lines: the bus bandwidth measured at each message size (out-of-place, in-place). The broken line: the floor, what a healthy Spark pair reaches at large messages; a run below it gets a verdict that says why.</source>
        <translation>2 本の実線：各メッセージサイズで測定したバス帯域幅（アウトオブプレース、インプレース）。破線：下限。正常な Spark ペアが大きなメッセージで達する値で、これを下回る実行には理由を示す判定が付きます。</translation>
    </message>
</context>
<context>
    <name>NcclEnvironment</name>
    <message>
        <source>No CX-7 netdev has a link and an address: apply the plan first (the wizard, or `sparkwirectl apply`).</source>
        <translation>リンクとアドレスを持つ CX-7 netdev がありません。先にプランを適用してください（ウィザードまたは `sparkwirectl apply`）。</translation>
    </message>
    <message>
        <source>%1 has no RoCE v2 IPv4 GID yet: give %2 its address, then ask again.</source>
        <translation>%1 にはまだ RoCE v2 IPv4 GID がありません。%2 にアドレスを設定してから、もう一度問い合わせてください。</translation>
    </message>
    <message>
        <source>A ring uses all four CX-7 netdevs; only %1 are up and addressed.</source>
        <translation>リングは 4 つの CX-7 netdev をすべて使いますが、有効でアドレスを持つのは %1 つだけです。</translation>
    </message>
    <message>
        <source>The RoCE v2 IPv4 GID index differs between devices (%1); NCCL takes one index for all. Re-apply the plan so the tables match.</source>
        <translation>RoCE v2 IPv4 GID のインデックスがデバイス間で異なります（%1）。NCCL はすべてに 1 つのインデックスを使います。テーブルがそろうようにプランを再適用してください。</translation>
    </message>
    <message>
        <source>A ring bootstraps over the management port, and none is up.</source>
        <translation>リングは管理ポート経由でブートストラップしますが、有効な管理ポートがありません。</translation>
    </message>
</context>
<context>
    <name>NcclOutputParser</name>
    <message>
        <source>no nccl-tests output or NCCL log lines found</source>
        <translation>nccl-tests の出力も NCCL のログ行も見つかりません</translation>
    </message>
    <message>
        <source>no result rows: the output ends before the first size (cut short, or the test failed before it started)</source>
        <translation>結果行がありません：最初のサイズより前で出力が終わっています（途中で切れたか、テストが開始前に失敗しました）</translation>
    </message>
    <message>
        <source>not valid JSON at byte %1: %2</source>
        <translation>バイト %1 で有効な JSON ではありません：%2</translation>
    </message>
    <message>
        <source>not an nccl-tests -J file: no &quot;results&quot; list</source>
        <translation>nccl-tests -J のファイルではありません：&quot;results&quot; リストがありません</translation>
    </message>
    <message>
        <source>result %1 is incomplete</source>
        <translation>結果 %1 が不完全です</translation>
    </message>
</context>
<context>
    <name>NcclPreflight</name>
    <message>
        <source>nccl-tests was not started: %1 (%2) Fix: %3</source>
        <translation>nccl-tests は開始されませんでした: %1（%2）対処: %3</translation>
    </message>
</context>
<context>
    <name>NcclVerdicts</name>
    <message>
        <source>NCCL found no network interface to bootstrap over.</source>
        <translation>NCCL がブートストラップに使うネットワークインターフェースを見つけられませんでした。</translation>
    </message>
    <message>
        <source>The NCCL test failed.</source>
        <translation>NCCL テストが失敗しました。</translation>
    </message>
    <message>
        <source>NCCL carried the data over TCP sockets, not RDMA: this run fails whatever its numbers (sockets top out at a few GB/s).</source>
        <translation>NCCL は RDMA ではなく TCP ソケットでデータを運びました。数値にかかわらず、この実行は不合格です（ソケットは数 GB/s が上限です）。</translation>
    </message>
    <message>
        <source>Check that `ibv_devices` lists both twins&apos; RDMA devices, that NCCL_IB_HCA names them (e.g. rocep1s0f1,roceP2p1s0f1) and that NCCL_IB_DISABLE is unset; in containers pass /dev/infiniband. `sparkwirectl nccl env` prints a working environment.</source>
        <translation>`ibv_devices` が両方のツインの RDMA デバイスを表示するか、NCCL_IB_HCA がそれらを指定しているか（例：rocep1s0f1,roceP2p1s0f1）、NCCL_IB_DISABLE が未設定かを確認してください。コンテナーでは /dev/infiniband を渡してください。`sparkwirectl nccl env` が動作する環境を表示します。</translation>
    </message>
    <message>
        <source>NCCL used one RDMA device: one twin of the port sat idle, so the link tops out near 100 Gb/s instead of ~190.</source>
        <translation>NCCL は RDMA デバイスを 1 つしか使いませんでした。ポートのツインの一方が遊んでいたため、リンクは約 190 ではなく 100 Gb/s 付近が上限になります。</translation>
    </message>
    <message>
        <source>List both twins in NCCL_IB_HCA, e.g. rocep1s0f1,roceP2p1s0f1.</source>
        <translation>NCCL_IB_HCA に両方のツインを指定してください。例：rocep1s0f1,roceP2p1s0f1。</translation>
    </message>
    <message>
        <source>all_gather bus bandwidth between the two Sparks stays under %1 GB/s at large messages.</source>
        <translation>2 台の Spark 間の all_gather のバス帯域幅が、大きなメッセージで %1 GB/s 未満にとどまっています。</translation>
    </message>
    <message>
        <source>Use both twins (NCCL_IB_HCA), MTU 9000 on every CX-7 netdev, the resolved RoCE v2 GID index, and the dmabuf GPUDirect mode where supported.</source>
        <translation>両方のツイン（NCCL_IB_HCA）、すべての CX-7 netdev での MTU 9000、解決済みの RoCE v2 GID インデックス、対応している場合は dmabuf GPUDirect モードを使ってください。</translation>
    </message>
    <message>
        <source>mpirun could not start the test on a host: the nccl-tests binary is missing there or not executable.</source>
        <translation>mpirun があるホストでテストを開始できませんでした：そのホストに nccl-tests のプログラムがないか、実行可能ではありません。</translation>
    </message>
    <message>
        <source>Build nccl-tests with MPI=1 at the same path on every host (e.g. ~/nccl-tests/build), or give its full path with --test.</source>
        <translation>すべてのホストの同じパスに MPI=1 で nccl-tests をビルドするか（例：~/nccl-tests/build）、--test で完全なパスを指定してください。</translation>
    </message>
    <message>
        <source>mpirun could not start the test on a host: ssh does not know that host&apos;s key and refused to connect.</source>
        <translation>mpirun があるホストでテストを開始できませんでした：ssh がそのホストの鍵を知らないため、接続を拒否しました。</translation>
    </message>
    <message>
        <source>Connect once by hand (`ssh &lt;host&gt; true`) and accept the key, or run `sparkwirectl ssh-setup` for the paired peer.</source>
        <translation>一度手動で接続して（`ssh &lt;host&gt; true`）鍵を受け入れるか、ペアリング済みのピアに対して `sparkwirectl ssh-setup` を実行してください。</translation>
    </message>
    <message>
        <source>mpirun could not start the test on a host: ssh to it was refused.</source>
        <translation>mpirun があるホストでテストを開始できませんでした：そのホストへの ssh が拒否されました。</translation>
    </message>
    <message>
        <source>Make sure sshd runs on every host and that this user logs in without a password (`sparkwirectl ssh-setup`); test with `ssh &lt;host&gt; true`.</source>
        <translation>すべてのホストで sshd が動作し、このユーザーがパスワードなしでログインできることを確認してください（`sparkwirectl ssh-setup`）。`ssh &lt;host&gt; true` で試せます。</translation>
    </message>
    <message>
        <source>mpirun could not place every rank: the hosts offer fewer slots than ranks were asked for.</source>
        <translation>mpirun がすべてのランクを配置できませんでした：ホストが提供するスロットが、要求されたランク数より少なくなっています。</translation>
    </message>
    <message>
        <source>Name each host once in --hosts (one rank a host), or check that the names resolve to different machines.</source>
        <translation>--hosts には各ホストを 1 回ずつ指定するか（ホストごとに 1 ランク）、名前が別々のマシンに解決されるか確認してください。</translation>
    </message>
    <message>
        <source>Every process ran its own one-rank test: the nccl-tests binary was built without MPI, so the ranks never met.</source>
        <translation>各プロセスがそれぞれ 1 ランクだけのテストを実行しました：nccl-tests のプログラムが MPI なしでビルドされているため、ランク同士が一度もつながりませんでした。</translation>
    </message>
    <message>
        <source>%1 separate test headers, each with rank 0</source>
        <translation>%1 個の別々のテストヘッダー（いずれもランク 0）</translation>
    </message>
    <message>
        <source>Rebuild nccl-tests with `make MPI=1 MPI_HOME=&lt;dir&gt;` on every host.</source>
        <translation>すべてのホストで `make MPI=1 MPI_HOME=&lt;dir&gt;` により nccl-tests をビルドし直してください。</translation>
    </message>
    <message>
        <source>The run was cancelled.</source>
        <translation>実行はキャンセルされました。</translation>
    </message>
    <message numerus="yes">
        <source>stopped by the person after %n size(s)</source>
        <translation>
            <numerusform>%n 個のサイズの後で利用者が停止しました</numerusform>
        </translation>
    </message>
    <message>
        <source>Nothing to fix; run it again to get a whole result.</source>
        <translation>対処は不要です。完全な結果を得るにはもう一度実行してください。</translation>
    </message>
    <message>
        <source>NCCL found no interface to bootstrap over: NCCL_SOCKET_IFNAME=%1, and there is no netdev %1 on this host.</source>
        <translation>NCCL がブートストラップに使うインターフェースを見つけられませんでした：NCCL_SOCKET_IFNAME=%1 ですが、このホストに netdev %1 はありません。</translation>
    </message>
    <message>
        <source>NCCL found no interface to bootstrap over: NCCL_SOCKET_IFNAME=%1, and %1 is down on this host.</source>
        <translation>NCCL がブートストラップに使うインターフェースを見つけられませんでした：NCCL_SOCKET_IFNAME=%1 ですが、このホストでは %1 が無効です。</translation>
    </message>
    <message>
        <source>NCCL found no interface to bootstrap over: NCCL_SOCKET_IFNAME=%1 matches no interface that is up with an address on the host that failed.</source>
        <translation>NCCL がブートストラップに使うインターフェースを見つけられませんでした：失敗したホストでは、NCCL_SOCKET_IFNAME=%1 に一致する、有効かつアドレスを持つインターフェースがありません。</translation>
    </message>
    <message>
        <source>Set NCCL_SOCKET_IFNAME to a netdev that is up with an IPv4 address on every node (the fabric netdev Sparkwire configured, e.g. enp1s0f1np1, or the management port: bootstrap over it is fine): `sparkwirectl nccl env`.</source>
        <translation>NCCL_SOCKET_IFNAME を、すべてのノードで有効かつ IPv4 アドレスを持つ netdev に設定してください（Sparkwire が構成したファブリックの netdev、例：enp1s0f1np1、または管理ポート：管理ポート経由のブートストラップで問題ありません）：`sparkwirectl nccl env`。</translation>
    </message>
    <message>
        <source>The hosts run different NCCL versions; NCCL refuses to connect them.</source>
        <translation>ホストごとに NCCL のバージョンが異なります。NCCL はそれらの接続を拒否します。</translation>
    </message>
    <message>
        <source>Install the same NCCL on every host (`dpkg -l libnccl2`), or run the same container image everywhere.</source>
        <translation>すべてのホストに同じ NCCL をインストールするか（`dpkg -l libnccl2`）、どこでも同じコンテナーイメージを実行してください。</translation>
    </message>
    <message>
        <source>while allocating the buffers for the largest size</source>
        <translation>（最大サイズのバッファーを確保している最中）</translation>
    </message>
    <message>
        <source>after %1 bytes, the last size that completed</source>
        <translation>（最後に完了したサイズである %1 バイトの後）</translation>
    </message>
    <message>
        <source>The GPU ran out of memory %1.</source>
        <translation>GPU のメモリが不足しました%1。</translation>
    </message>
    <message>
        <source>Use a smaller --max (well under the memory the GPU has free; on a Spark, unified memory is shared with the CPU).</source>
        <translation>もっと小さい --max を使ってください（GPU の空きメモリより十分小さく。Spark ではユニファイドメモリを CPU と共有しています）。</translation>
    </message>
    <message>
        <source>NCCL warned during the run; its words are quoted as evidence.</source>
        <translation>NCCL が実行中に警告を出しました。その文言を根拠として引用しています。</translation>
    </message>
    <message>
        <source>Run again with NCCL_DEBUG=INFO; the lines before each warning say what NCCL was doing.</source>
        <translation>NCCL_DEBUG=INFO を付けてもう一度実行してください。各警告の前の行に、NCCL がそのとき何をしていたかが示されます。</translation>
    </message>
    <message>
        <source>Read the last lines above; run again with NCCL_DEBUG=INFO for the transport and interface NCCL chose.</source>
        <translation>上の最後の数行を読んでください。NCCL が選んだトランスポートとインターフェースを見るには、NCCL_DEBUG=INFO を付けてもう一度実行してください。</translation>
    </message>
    <message>
        <source>The test exited with status %1.</source>
        <translation>テストはステータス %1 で終了しました。</translation>
    </message>
    <message>
        <source>no output</source>
        <translation>出力なし</translation>
    </message>
    <message>
        <source>Read the last lines above and the full output in the run&apos;s history folder.</source>
        <translation>上の最後の数行と、その実行の履歴フォルダーにある出力全体を読んでください。</translation>
    </message>
    <message>
        <source>The test ended before its first message size.</source>
        <translation>テストは最初のメッセージサイズの前に終了しました。</translation>
    </message>
    <message>
        <source>Read the full output in the run&apos;s history folder.</source>
        <translation>その実行の履歴フォルダーにある出力全体を読んでください。</translation>
    </message>
    <message>
        <source>mpirun could not start: the netdev named for its out-of-band channel (oob_tcp_if_include, set from NCCL_SOCKET_IFNAME) does not exist on a host.</source>
        <translation>mpirun を開始できませんでした：帯域外チャネル用に指定した netdev（oob_tcp_if_include、NCCL_SOCKET_IFNAME から設定）があるホストに存在しません。</translation>
    </message>
    <message>
        <source>mpirun could not start: the netdev named for its out-of-band channel (oob_tcp_if_include, set from NCCL_SOCKET_IFNAME) is %1, and a host has no netdev of that name.</source>
        <translation>mpirun を開始できませんでした：帯域外チャネル用に指定した netdev（oob_tcp_if_include、NCCL_SOCKET_IFNAME から設定）は %1 ですが、その名前の netdev がないホストがあります。</translation>
    </message>
    <message>
        <source>Apply the plan on every host first (the fabric netdev must exist and be up), or set NCCL_SOCKET_IFNAME to a netdev that is up on every host; `sparkwirectl nccl env` prints the one this Spark uses.</source>
        <translation>まずすべてのホストでプランを適用するか（ファブリックの netdev が存在し、アップしている必要があります）、NCCL_SOCKET_IFNAME をすべてのホストでアップしている netdev に設定してください。`sparkwirectl nccl env` はこの Spark が使うものを表示します。</translation>
    </message>
    <message>
        <source>Two ranks landed on the same GPU; NCCL refuses that (one GPU per rank).</source>
        <translation>2 つのランクが同じ GPU に割り当てられました。NCCL はこれを拒否します（ランクごとに GPU 1 基）。</translation>
    </message>
    <message>
        <source>Run one rank per GPU: on Sparks one rank per node (one host per Spark in --hosts, --gpus 1), and do not set CUDA_VISIBLE_DEVICES or NCCL_TESTS_DEVICE to the same GPU for every rank.</source>
        <translation>GPU ごとに 1 ランクで実行してください。Spark ではノードごとに 1 ランク（--hosts に Spark ごとに 1 ホスト、--gpus 1）とし、すべてのランクの CUDA_VISIBLE_DEVICES や NCCL_TESTS_DEVICE を同じ GPU に設定しないでください。</translation>
    </message>
</context>
<context>
    <name>NetlinkHostNetworkSource</name>
    <message>
        <source>cannot ask the kernel over netlink</source>
        <translation>netlink でカーネルに問い合わせられません</translation>
    </message>
    <message>
        <source>cannot read the kernel&apos;s netlink answer</source>
        <translation>カーネルの netlink 応答を読み込めません</translation>
    </message>
    <message>
        <source>a netlink answer did not fit in %1 bytes</source>
        <translation>netlink 応答が %1 バイトに収まりませんでした</translation>
    </message>
    <message>
        <source>the kernel refused a netlink dump</source>
        <translation>カーネルが netlink ダンプを拒否しました</translation>
    </message>
    <message>
        <source>cannot open a netlink socket</source>
        <translation>netlink ソケットを開けません</translation>
    </message>
    <message>
        <source>the host&apos;s addresses and routes kept changing while being read</source>
        <translation>読み込み中にホストのアドレスと経路が変わり続けました</translation>
    </message>
    <message>
        <source>the kernel refused a route lookup</source>
        <translation>カーネルがルートの照会を拒否しました</translation>
    </message>
</context>
<context>
    <name>NetplanHierarchy</name>
    <message>
        <source>cannot be read: %1</source>
        <translation>読み込めません：%1</translation>
    </message>
    <message>
        <source>line %1: %2</source>
        <translation>%1 行目：%2</translation>
    </message>
</context>
<context>
    <name>NetplanMigration</name>
    <message>
        <source>%1 was left as it is: %2</source>
        <translation>%1 はそのままにしました：%2</translation>
    </message>
    <message>
        <source>%1 has no ethernets section to move from</source>
        <translation>%1 には移動元の ethernets セクションがありません</translation>
    </message>
    <message>
        <source>%1 could not be written again: %2</source>
        <translation>%1 を書き直せませんでした：%2</translation>
    </message>
    <message>
        <source># Sparkwire moved %1 from this file into 40-cx7.yaml, with your consent.
# The original is kept in /var/lib/sparkwire/migrated/%2.
</source>
        <translation># Sparkwire は同意を得て %1 をこのファイルから 40-cx7.yaml に移動しました。
# 元のファイルは /var/lib/sparkwire/migrated/%2 に保存されています。
</translation>
    </message>
    <message>
        <source>%1 does not parse (line %2): %3</source>
        <translation>%1 を解析できません（%2 行目）：%3</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1（%2）</translation>
    </message>
    <message>
        <source>Cannot create %1.</source>
        <translation>%1 を作成できません。</translation>
    </message>
    <message>
        <source>No scratch space to check the files: %1</source>
        <translation>ファイルを確認する作業領域がありません：%1</translation>
    </message>
    <message>
        <source>No scratch space to check the files.</source>
        <translation>ファイルを確認する作業領域がありません。</translation>
    </message>
    <message>
        <source>netplan would refuse the files after the move; nothing was changed.</source>
        <translation>移動後のファイルは netplan に拒否されます。何も変更していません。</translation>
    </message>
</context>
<context>
    <name>NetplanPolicy</name>
    <message>
        <source>line %1: </source>
        <translation>%1 行目：</translation>
    </message>
    <message>
        <source>YAML aliases (*name) are not allowed</source>
        <translation>YAML エイリアス（*name）は使えません</translation>
    </message>
    <message>
        <source>YAML anchors (&amp;name) are not allowed</source>
        <translation>YAML アンカー（&amp;name）は使えません</translation>
    </message>
    <message>
        <source>YAML tags (%1) are not allowed</source>
        <translation>YAML タグ（%1）は使えません</translation>
    </message>
    <message>
        <source>nesting deeper than %1 levels</source>
        <translation>入れ子が %1 段より深くなっています</translation>
    </message>
    <message>
        <source>complex mapping keys are not allowed</source>
        <translation>複合マッピングキーは使えません</translation>
    </message>
    <message>
        <source>duplicate key &apos;%1&apos;</source>
        <translation>キー「%1」が重複しています</translation>
    </message>
    <message>
        <source>only version 2 is supported</source>
        <translation>サポートしているのは version 2 だけです</translation>
    </message>
    <message>
        <source>must map CX-7 netdevs to their settings</source>
        <translation>CX-7 netdev をその設定に対応付けなければなりません</translation>
    </message>
    <message>
        <source>renderer changes are not allowed; the system&apos;s renderer stays in charge</source>
        <translation>renderer は変更できません。システムの renderer がそのまま管理します</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not allowed; Sparkwire&apos;s file configures only ethernets</source>
        <translation>&apos;%1&apos; は使えません。Sparkwire のファイルが構成するのは ethernets だけです</translation>
    </message>
    <message>
        <source>network.ethernets is missing</source>
        <translation>network.ethernets がありません</translation>
    </message>
    <message>
        <source>network.ethernets.%1: &apos;%1&apos; is not a ConnectX-7 port of this host (allowed: %2)</source>
        <translation>network.ethernets.%1：&apos;%1&apos; はこのホストの ConnectX-7 ポートではありません（使用可能：%2）</translation>
    </message>
    <message>
        <source>none</source>
        <translation>なし</translation>
    </message>
    <message>
        <source>must be a mapping of settings</source>
        <translation>設定のマッピングでなければなりません</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not allowed here (allowed: %2)</source>
        <translation>&apos;%1&apos; はここでは使えません（使用可能：%2）</translation>
    </message>
    <message>
        <source>dhcp4: true would take routes and DNS servers from a DHCP server on the CX-7 link; add dhcp4-overrides: {use-routes: false, use-dns: false}</source>
        <translation>dhcp4: true では CX-7 リンク上の DHCP サーバーから経路と DNS サーバーを受け取ってしまいます。dhcp4-overrides: {use-routes: false, use-dns: false} を追加してください</translation>
    </message>
    <message>
        <source>dhcp6: true would take routes and DNS servers from a DHCP server on the CX-7 link; add dhcp6-overrides: {use-routes: false, use-dns: false}</source>
        <translation>dhcp6: true では CX-7 リンク上の DHCP サーバーから経路と DNS サーバーを受け取ってしまいます。dhcp6-overrides: {use-routes: false, use-dns: false} を追加してください</translation>
    </message>
    <message>
        <source>dhcp6: true also needs accept-ra: false (IPv6 routes come from router advertisements, which dhcp6-overrides cannot stop)</source>
        <translation>dhcp6: true には accept-ra: false も必要です（IPv6 の経路はルーター広告から来るため、dhcp6-overrides では止められません）</translation>
    </message>
    <message>
        <source>accept-ra: true would take routes and DNS servers from router advertisements on the CX-7 link, and this netplan has no ra-overrides to stop that; use accept-ra: false</source>
        <translation>accept-ra: true では CX-7 リンク上のルーター広告から経路と DNS サーバーを受け取ってしまい、この netplan にはそれを止める ra-overrides がありません。accept-ra: false を使ってください</translation>
    </message>
    <message>
        <source>must be true or false</source>
        <translation>true または false でなければなりません</translation>
    </message>
    <message>
        <source>must be a mapping: {use-routes: false, use-dns: false}</source>
        <translation>マッピングでなければなりません：{use-routes: false, use-dns: false}</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not allowed here (allowed: use-routes, use-dns)</source>
        <translation>&apos;%1&apos; はここでは使えません（使用可能：use-routes、use-dns）</translation>
    </message>
    <message>
        <source>must be false: Sparkwire takes neither routes nor DNS servers from the CX-7 link</source>
        <translation>false でなければなりません：Sparkwire は CX-7 リンクから経路も DNS サーバーも受け取りません</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not an MTU from %2 to %3</source>
        <translation>&apos;%1&apos; は %2～%3 の MTU ではありません</translation>
    </message>
    <message>
        <source>must be a list, e.g. [] or [ipv4]</source>
        <translation>リストでなければなりません。例：[] または [ipv4]</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not ipv4 or ipv6</source>
        <translation>&apos;%1&apos; は ipv4 でも ipv6 でもありません</translation>
    </message>
    <message>
        <source>must be a list of at most 8 addresses</source>
        <translation>最大 8 個のアドレスのリストでなければなりません</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not an IPv4 address with prefix, like 192.168.177.1/24</source>
        <translation>&apos;%1&apos; は 192.168.177.1/24 のようなプレフィックス付き IPv4 アドレスではありません</translation>
    </message>
    <message>
        <source>write &apos;%1&apos; as %2</source>
        <translation>&apos;%1&apos; は %2 と書いてください</translation>
    </message>
    <message>
        <source>%1: the prefix must be /%2 to /%3</source>
        <translation>%1：プレフィックスは /%2～/%3 でなければなりません</translation>
    </message>
    <message>
        <source>%1 is the network or broadcast address of its subnet</source>
        <translation>%1 はそのサブネットのネットワークアドレスまたはブロードキャストアドレスです</translation>
    </message>
    <message>
        <source>%1 is link-local (169.254.0.0/16), which is allowed only with link-local: [ipv4]</source>
        <translation>%1 はリンクローカル（169.254.0.0/16）で、link-local: [ipv4] の場合にしか使えません</translation>
    </message>
    <message>
        <source>%1 is not in a private range (10.0.0.0/8, 172.16.0.0/12 or 192.168.0.0/16)</source>
        <translation>%1 はプライベート範囲（10.0.0.0/8、172.16.0.0/12、192.168.0.0/16）にありません</translation>
    </message>
    <message>
        <source>%1 overlaps what this host already uses outside its CX-7 ports: %2; choose another subnet</source>
        <translation>%1 は、このホストが CX-7 ポート以外で既に使っているものと重なっています：%2。別のサブネットを選んでください</translation>
    </message>
    <message>
        <source>%1 through %2</source>
        <translation>%1（%2 経由）</translation>
    </message>
    <message>
        <source>%1 contains what this host reaches outside its CX-7 ports now: %2; on the CX-7 link that traffic would go to whoever answers there; choose another subnet (e.g. sparkwirectl cluster apply --subnet)</source>
        <translation>%1 には、このホストが現在 CX-7 ポート以外で到達している宛先が含まれます：%2。CX-7 リンク上では、その通信はそこで応答する相手に送られます。別のサブネットを選んでください（例：sparkwirectl cluster apply --subnet）</translation>
    </message>
</context>
<context>
    <name>NetplanValidator</name>
    <message>
        <source>cannot create %1</source>
        <translation>%1 を作成できません</translation>
    </message>
    <message>
        <source>cannot create a temporary directory: %1</source>
        <translation>一時ディレクトリを作成できません：%1</translation>
    </message>
    <message>
        <source>%1 cannot be read for validation: %2</source>
        <translation>検証のために %1 を読み込めません：%2</translation>
    </message>
    <message>
        <source>%1 cannot be copied for validation</source>
        <translation>検証のために %1 をコピーできません</translation>
    </message>
    <message>
        <source>cannot write the candidate for validation</source>
        <translation>検証する候補を書き込めません</translation>
    </message>
    <message>
        <source>cannot run %1: %2 (install netplan.io)</source>
        <translation>%1 を実行できません：%2（netplan.io をインストールしてください）</translation>
    </message>
    <message>
        <source>netplan generate did not finish within 60 s</source>
        <translation>netplan generate が 60 秒以内に終わりませんでした</translation>
    </message>
    <message>
        <source>netplan generate failed: %1</source>
        <translation>netplan generate が失敗しました：%1</translation>
    </message>
</context>
<context>
    <name>NodeContext</name>
    <message>
        <source>Peer discovery is off: %1</source>
        <translation>ピア検出はオフです：%1</translation>
    </message>
</context>
<context>
    <name>NodeContextFactory</name>
    <message>
        <source>no inventory to start the node on</source>
        <translation>ノードを起動するためのインベントリがありません</translation>
    </message>
</context>
<context>
    <name>NodeIdentity</name>
    <message>
        <source>this node&apos;s private key is in the keyring, which cannot be read now (%1)</source>
        <translation>このノードの秘密鍵はキーリングにありますが、現在読み込めません（%1）</translation>
    </message>
    <message>
        <source>private key in the desktop keyring</source>
        <translation>秘密鍵はデスクトップのキーリングにあります</translation>
    </message>
    <message>
        <source>private key in %1 (mode 0600: no keyring answered)</source>
        <translation>秘密鍵は %1 にあります（モード 0600：応答したキーリングがありません）</translation>
    </message>
    <message>
        <source>%1 is damaged (no matching key and certificate); move it away to make a new identity (peers will have to pair again)</source>
        <translation>%1 が壊れています（鍵と証明書が一致しません）。別の場所に移すと新しい ID が作られます（ピアはペアリングし直す必要があります）</translation>
    </message>
    <message>
        <source>cannot generate a key pair (OpenSSL)</source>
        <translation>鍵ペアを生成できません（OpenSSL）</translation>
    </message>
    <message>
        <source>cannot sign the node certificate (OpenSSL)</source>
        <translation>ノード証明書に署名できません（OpenSSL）</translation>
    </message>
    <message>
        <source>cannot create %1</source>
        <translation>%1 を作成できません</translation>
    </message>
    <message>
        <source>no keyring</source>
        <translation>キーリングなし</translation>
    </message>
</context>
<context>
    <name>NodeNumbering</name>
    <message>
        <source>%1 has node number %2; choose one from 1 to %3</source>
        <translation>%1 のノード番号は %2 です。1～%3 から選んでください</translation>
    </message>
    <message>
        <source>%1 and %2 both have node number %3; give each member its own</source>
        <translation>%1 と %2 のノード番号がどちらも %3 です。メンバーごとに別の番号を付けてください</translation>
    </message>
</context>
<context>
    <name>NodeWindowParts</name>
    <message>
        <source>this Spark keeps no cluster record: set the cluster up first</source>
        <translation>この Spark にはクラスターの記録がありません：先にクラスターを設定してください</translation>
    </message>
    <message>
        <source>no paired Spark is heard on a CX-7 cable yet: cable one, start Sparkwire on it and pair it on Find peers</source>
        <translation>CX-7 ケーブル上でペアリング済みの Spark がまだ見つかりません：1 台をケーブルで接続し、そこで Sparkwire を起動して「ピアを探す」でペアリングしてください</translation>
    </message>
</context>
<context>
    <name>OtherToolAdoption</name>
    <message>
        <source>netplan&apos;s reading of %1 cannot be used: %2</source>
        <translation>netplan による %1 の読み取り結果は使えません：%2</translation>
    </message>
    <message>
        <source>its ethernets are not a map</source>
        <translation>その ethernets がマップではありません</translation>
    </message>
    <message>
        <source>%1 configures more than %2 netdevs</source>
        <translation>%1 は %2 個を超える netdev を設定しています</translation>
    </message>
    <message>
        <source>an ethernet entry is not a map</source>
        <translation>ethernets の項目がマップではありません</translation>
    </message>
    <message>
        <source>%1 gives %2 more than %3 addresses</source>
        <translation>%1 は %2 に %3 個を超えるアドレスを与えています</translation>
    </message>
    <message>
        <source>an address of %1 is neither text nor a map</source>
        <translation>%1 のアドレスがテキストでもマップでもありません</translation>
    </message>
    <message>
        <source>the MTU of %1 is not a number</source>
        <translation>%1 の MTU が数値ではありません</translation>
    </message>
    <message>
        <source>%1 does not exist</source>
        <translation>%1 は存在しません</translation>
    </message>
    <message>
        <source>%1 is not a regular file</source>
        <translation>%1 は通常のファイルではありません</translation>
    </message>
    <message>
        <source>cannot read %1: %2 (netplan files are often root&apos;s only: run as root, or copy it somewhere readable)</source>
        <translation>%1 を読めません：%2（netplan のファイルは root だけが読めることが多いです：root で実行するか、読める場所にコピーしてください）</translation>
    </message>
    <message>
        <source>%1 is larger than %2 KiB; a CX-7 netplan file is a few lines</source>
        <translation>%1 は %2 KiB を超えています。CX-7 の netplan ファイルは数行です</translation>
    </message>
    <message>
        <source>%1 is not UTF-8 text</source>
        <translation>%1 は UTF-8 のテキストではありません</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1：%2</translation>
    </message>
    <message>
        <source>no scratch space to read %1: %2</source>
        <translation>%1 を読むための作業領域がありません：%2</translation>
    </message>
    <message>
        <source>cannot copy %1 for netplan to read</source>
        <translation>netplan に読ませるために %1 をコピーできません</translation>
    </message>
    <message>
        <source>cannot run %1: %2 (install netplan.io)</source>
        <translation>%1 を実行できません：%2（netplan.io をインストールしてください）</translation>
    </message>
    <message>
        <source>netplan did not read %1 within %2 s</source>
        <translation>netplan は %2 秒以内に %1 を読み終えませんでした</translation>
    </message>
    <message>
        <source>netplan refuses %1: line %2, column %3: %4</source>
        <translation>netplan は %1 を拒否しました：%2 行 %3 列：%4</translation>
    </message>
    <message>
        <source>netplan refuses %1</source>
        <translation>netplan は %1 を拒否しました</translation>
    </message>
    <message>
        <source>netplan&apos;s reading of %1 is too long</source>
        <translation>netplan による %1 の読み取り結果が長すぎます</translation>
    </message>
    <message>
        <source>the file&apos;s host parts are no node numbers of a %1-node plan: say which node this Spark is</source>
        <translation>ファイルのホスト部は %1 ノードのプランのノード番号ではありません：この Spark がどのノードかを指定してください</translation>
    </message>
    <message>
        <source>no address of the file fits a plan of this cabling (a private IPv4 address on one of this node&apos;s cabled CX-7 netdevs, its host part a node number)</source>
        <translation>ファイルのどのアドレスもこの配線のプランに合いません（このノードの配線済み CX-7 netdev 上のプライベート IPv4 アドレスで、ホスト部がノード番号であること）</translation>
    </message>
    <message>
        <source>the plan with the file&apos;s addresses is refused: %1</source>
        <translation>ファイルのアドレスによるプランは拒否されました：%1</translation>
    </message>
    <message>
        <source>not an IPv4 address: Sparkwire plans IPv4 addresses only</source>
        <translation>IPv4 アドレスではありません：Sparkwire は IPv4 アドレスだけをプランします</translation>
    </message>
    <message>
        <source>%1 is not one of node %2&apos;s cabled CX-7 netdevs in this plan</source>
        <translation>このプランでは %1 はノード %2 の配線済み CX-7 netdev ではありません</translation>
    </message>
    <message>
        <source>a second address on %1: the plan gives each netdev one (%2)</source>
        <translation>%1 の 2 つ目のアドレス：プランは各 netdev に 1 つだけ与えます（%2）</translation>
    </message>
    <message>
        <source>its subnet is kept, but its host part is %1 and Sparkwire numbers hosts by node (this is node %2): the plan gives %3</source>
        <translation>サブネットは保持されますが、ホスト部が %1 で、Sparkwire はノードごとにホストを番号付けします（これはノード %2）：プランは %3 を与えます</translation>
    </message>
    <message>
        <source>its subnet is not the one this twin gets with the others (one subnet per cable-twin, in order from %1): the plan gives %2</source>
        <translation>そのサブネットは、このツインが他と合わせて得るものではありません（ケーブルのツインごとに 1 つ、%1 から順に）：プランは %2 を与えます</translation>
    </message>
    <message>
        <source>the file sets different MTUs on this node&apos;s netdevs; the plan gives every CX-7 netdev one: %1</source>
        <translation>ファイルはこのノードの netdev に異なる MTU を設定しています。プランはすべての CX-7 netdev に 1 つの値を与えます：%1</translation>
    </message>
    <message>
        <source>the file&apos;s MTU %1 is outside %2..%3; the plan keeps %4</source>
        <translation>ファイルの MTU %1 は %2..%3 の範囲外です。プランは %4 のままです</translation>
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
        <translation>NVIDIA の Connect Two Sparks playbook（手作業）</translation>
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
        <translation>ファイルを保管するフォルダーを作成できません</translation>
    </message>
    <message>
        <source>%1 is already kept from an earlier move: restore it first</source>
        <translation>%1 は以前の退避ですでに保管されています。先に元に戻してください</translation>
    </message>
    <message>
        <source>cannot move %1 aside</source>
        <translation>%1 を退避できません</translation>
    </message>
    <message>
        <source>cannot restore %1</source>
        <translation>%1 を元に戻せません</translation>
    </message>
</context>
<context>
    <name>OtherToolOffer</name>
    <message>
        <source>Netplan no longer reads it; it is kept in /var/lib/sparkwire/other-tools and `sparkwirectl netplan other-tools --restore` puts it back.</source>
        <translation>netplan はそれを読まなくなります。/var/lib/sparkwire/other-tools に保管され、`sparkwirectl netplan other-tools --restore` で元に戻せます。</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>/%1 (%2): cannot be read here</source>
        <translation>/%1（%2）：ここでは読めません</translation>
    </message>
    <message>
        <source>/%1 (%2): no addresses</source>
        <translation>/%1（%2）：アドレスなし</translation>
    </message>
    <message>
        <source>/%1 (%2): %3</source>
        <translation>/%1（%2）：%3</translation>
    </message>
    <message>
        <source>Another tool&apos;s netplan file configures this Spark&apos;s CX-7 ports; netplan reads it besides Sparkwire&apos;s:</source>
        <translation>他のツールの netplan ファイルがこの Spark の CX-7 ポートを設定しています。netplan は Sparkwire のものと併せてそれを読みます：</translation>
    </message>
    <message>
        <source>Use the &amp;addresses from %1 (%2)</source>
        <translation>%1（%2）のアドレスを使う(&amp;A)</translation>
    </message>
    <message>
        <source>Move it as&amp;ide</source>
        <translation>退避する(&amp;I)</translation>
    </message>
    <message>
        <source>Move them as&amp;ide</source>
        <translation>すべて退避する(&amp;I)</translation>
    </message>
    <message>
        <source>Reading %1 with netplan…</source>
        <translation>netplan で %1 を読んでいます…</translation>
    </message>
    <message>
        <source>The plan needs every member&apos;s state first: read them again.</source>
        <translation>プランにはまず各メンバーの状態が必要です：もう一度読み込んでください。</translation>
    </message>
    <message>
        <source>The addresses of %1 cannot be used: %2</source>
        <translation>%1 のアドレスは使えません：%2</translation>
    </message>
    <message>
        <source>Using the addresses of %1: first subnet %2, MTU %3, this Spark is node %4.</source>
        <translation>%1 のアドレスを使います：最初のサブネット %2、MTU %3、この Spark はノード %4 です。</translation>
    </message>
    <message>
        <source>Not kept: %1 on %2: %3</source>
        <translation>保持されません：%2 の %1：%3</translation>
    </message>
    <message>
        <source>Moving the files aside…</source>
        <translation>ファイルを退避しています…</translation>
    </message>
    <message>
        <source>Nothing was moved: %1</source>
        <translation>何も移動していません：%1</translation>
    </message>
    <message>
        <source>Moved aside (kept in /var/lib/sparkwire/other-tools; `sparkwirectl netplan other-tools --restore` puts them back):
%1</source>
        <translation>退避しました（/var/lib/sparkwire/other-tools に保管、`sparkwirectl netplan other-tools --restore` で元に戻せます）：
%1</translation>
    </message>
</context>
<context>
    <name>PairedPeers</name>
    <message>
        <source>&apos;%1&apos; is not a hostname that can be paired</source>
        <translation>&apos;%1&apos; はペアリングできるホスト名ではありません</translation>
    </message>
    <message>
        <source>another Spark (key %1…) is already paired as %2; if it was reinstalled, unpair it first: sparkwirectl unpair %2</source>
        <translation>別の Spark（鍵 %1…）が既に %2 としてペアリングされています。再インストールした場合は、先にペアリングを解除してください：sparkwirectl unpair %2</translation>
    </message>
    <message>
        <source>cannot create %1 with mode 0700</source>
        <translation>モード 0700 で %1 を作成できません</translation>
    </message>
</context>
<context>
    <name>PairingDialog</name>
    <message>
        <source>&amp;Yes, the same</source>
        <translation>はい、同じです(&amp;Y)</translation>
    </message>
    <message>
        <source>&amp;No, different</source>
        <translation>いいえ、違います(&amp;N)</translation>
    </message>
    <message>
        <source>&amp;Close</source>
        <translation>閉じる(&amp;C)</translation>
    </message>
    <message>
        <source>Pair with %1</source>
        <translation>%1 とペアリング</translation>
    </message>
    <message>
        <source>Waiting for the other Spark&apos;s person…</source>
        <translation>もう一方の Spark の利用者を待っています…</translation>
    </message>
    <message>
        <source>Not paired: the codes differ. Someone may be between the two Sparks; check the cabling and try again.</source>
        <translation>ペアリングされませんでした：コードが異なります。2 台の Spark の間に誰かが介在している可能性があります。配線を確認してやり直してください。</translation>
    </message>
    <message>
        <source>Does %1 show the same code?</source>
        <translation>%1 に同じコードが表示されていますか？</translation>
    </message>
    <message>
        <source>Paired with %1. It can now be asked for its inventory and an SSH key.</source>
        <translation>%1 とペアリングしました。これでインベントリと SSH 鍵を要求できます。</translation>
    </message>
    <message>
        <source>Not paired: %1</source>
        <translation>ペアリングされませんでした：%1</translation>
    </message>
    <message>
        <source>Connecting to %1…</source>
        <translation>%1 に接続中…</translation>
    </message>
    <message>
        <source>Its key: %1</source>
        <translation>その鍵：%1</translation>
    </message>
</context>
<context>
    <name>PeerMessage</name>
    <message>
        <source>bad CBOR: %1</source>
        <translation>不正な CBOR：%1</translation>
    </message>
    <message>
        <source>not a single CBOR map</source>
        <translation>単一の CBOR マップではありません</translation>
    </message>
    <message>
        <source>unknown message type</source>
        <translation>不明なメッセージ種別</translation>
    </message>
    <message>
        <source>unexpected or repeated field in %1</source>
        <translation>%1 に予期しないフィールドまたは重複したフィールドがあります</translation>
    </message>
    <message>
        <source>unsupported protocol version</source>
        <translation>サポートしていないプロトコルバージョン</translation>
    </message>
    <message>
        <source>bad hello</source>
        <translation>不正な hello</translation>
    </message>
    <message>
        <source>%1 needs 32 bytes</source>
        <translation>%1 には 32 バイトが必要です</translation>
    </message>
    <message>
        <source>pair-confirm needs ok</source>
        <translation>pair-confirm には ok が必要です</translation>
    </message>
    <message>
        <source>bad request</source>
        <translation>不正な要求</translation>
    </message>
    <message>
        <source>bad response</source>
        <translation>不正な応答</translation>
    </message>
    <message>
        <source>bad request: unknown kind</source>
        <translation>不正な要求: 不明な種類</translation>
    </message>
</context>
<context>
    <name>PeerRequestPrompt</name>
    <message>
        <source>Pairing request</source>
        <translation>ペアリング要求</translation>
    </message>
    <message>
        <source>SSH key from %1</source>
        <translation>%1 からの SSH 鍵</translation>
    </message>
    <message>
        <source>Plan from %1</source>
        <translation>%1 からのプラン</translation>
    </message>
    <message>
        <source>Nothing is applied now: the plan is kept for you to review and apply with the helper&apos;s confirm-or-revert.</source>
        <translation>今は何も適用しません。プランは保存され、内容を確認してからヘルパーの確定／復元の仕組みで適用できます。</translation>
    </message>
    <message>
        <source>Paired with %1</source>
        <translation>%1 とペアリングしました</translation>
    </message>
    <message>
        <source>No: this Spark&apos;s person is asked about each of %1&apos;s plans. Its key:
%2</source>
        <translation>いいえ：%1 のプランごとにこの Spark の利用者に確認します。相手の鍵：
%2</translation>
    </message>
    <message>
        <source>Network plan from %1</source>
        <translation>%1 からのネットワークプラン</translation>
    </message>
    <message>
        <source>Yes applies it now; this Spark&apos;s helper puts the previous file back on its own unless it is confirmed.</source>
        <translation>「はい」で今すぐ適用します。確定されなければ、この Spark のヘルパーが自動で以前のファイルに戻します。</translation>
    </message>
    <message>
        <source>&amp;Yes</source>
        <translation>はい(&amp;Y)</translation>
    </message>
    <message>
        <source>&amp;No</source>
        <translation>いいえ(&amp;N)</translation>
    </message>
    <message>
        <source>Log in to %1 without a password</source>
        <translation>パスワードなしで %1 にログイン</translation>
    </message>
    <message>
        <source>%1&apos;s host key, pinned in ~/.ssh/known_hosts:
%2</source>
        <translation>%1 のホスト鍵（~/.ssh/known_hosts に固定）：
%2</translation>
    </message>
    <message>
        <source>A Spark that calls itself %1 wants to pair with this Spark.</source>
        <translation>%1 と名乗る Spark がこの Spark とのペアリングを求めています。</translation>
    </message>
    <message>
        <source>Say yes only if the Spark you are pairing with shows exactly these six digits. %1</source>
        <translation>ペアリング相手の Spark にまったく同じ 6 桁が表示されている場合だけ「はい」を選んでください。%1</translation>
    </message>
</context>
<context>
    <name>PendingChangeBanner</name>
    <message>
        <source>&amp;Keep</source>
        <translation>保持(&amp;K)</translation>
    </message>
    <message>
        <source>Re&amp;vert</source>
        <translation>元に戻す(&amp;V)</translation>
    </message>
    <message>
        <source>Pending change</source>
        <translation>保留中の変更</translation>
    </message>
    <message>
        <source>Keep the new files on every Spark (possible once every check passed).</source>
        <translation>各 Spark で新しいファイルを保持します（すべてのチェックに合格した後に可能）。</translation>
    </message>
    <message>
        <source>Every Spark goes back to its previous file now.</source>
        <translation>各 Spark が今すぐ以前のファイルに戻ります。</translation>
    </message>
    <message>
        <source>Keeping the new network files on every Spark…</source>
        <translation>各 Spark で新しいネットワークファイルを保持しています…</translation>
    </message>
    <message numerus="yes">
        <source>Every check passed. Keep the new network files? Without Keep every Spark goes back to its previous file by itself in %n s.</source>
        <translation>
            <numerusform>すべてのチェックに合格しました。新しいネットワークファイルを保持しますか？保持しない場合、各 Spark は %n 秒後に自動的に以前のファイルに戻ります。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>A network change is being tried on every Spark and checked. Every Spark goes back to its previous file by itself in %n s unless you keep it.</source>
        <translation>
            <numerusform>各 Spark でネットワークの変更を試し、チェックしています。保持しない限り、各 Spark は %n 秒後に自動的に以前のファイルに戻ります。</numerusform>
        </translation>
    </message>
    <message>
        <source>Cl&amp;ose</source>
        <translation>閉じる(&amp;O)</translation>
    </message>
    <message>
        <source>Cancelled: every Spark is back on its previous network file.</source>
        <translation>キャンセルしました：すべての Spark が以前のネットワークファイルに戻りました。</translation>
    </message>
    <message>
        <source>Cancelling: %1 of %2 Sparks are back on their previous network file…</source>
        <translation>キャンセル中：%2 台中 %1 台の Spark が以前のネットワークファイルに戻りました…</translation>
    </message>
</context>
<context>
    <name>PerftestParser</name>
    <message>
        <source>no perftest output found (no &quot;... BW Test&quot; or &quot;... Latency Test&quot; title)</source>
        <translation>perftest の出力が見つかりません（&quot;... BW Test&quot; や &quot;... Latency Test&quot; の見出しがありません）</translation>
    </message>
    <message>
        <source>no result line: the output ends before the results (cut short, or the test failed to connect)</source>
        <translation>結果行がありません：結果の前で出力が終わっています（途中で切れたか、テストが接続に失敗しました）</translation>
    </message>
</context>
<context>
    <name>PlanSignature</name>
    <message>
        <source>the node key is not a PEM private key</source>
        <translation>ノード鍵が PEM 形式の秘密鍵ではありません</translation>
    </message>
    <message>
        <source>the node key is not an EC P-256 private key in PEM</source>
        <translation>ノード鍵が PEM 形式の EC P-256 秘密鍵ではありません</translation>
    </message>
    <message>
        <source>cannot sign the plan (OpenSSL)</source>
        <translation>プランに署名できません（OpenSSL）</translation>
    </message>
    <message>
        <source>the stored key is not an EC P-256 public key</source>
        <translation>保存されている鍵が EC P-256 公開鍵ではありません</translation>
    </message>
    <message>
        <source>the signature does not match the plan and the paired key</source>
        <translation>署名がプランおよびペアリング済みの鍵と一致しません</translation>
    </message>
    <message>
        <source>cannot check the signature (OpenSSL)</source>
        <translation>署名を確認できません（OpenSSL）</translation>
    </message>
    <message>
        <source>not one EC P-256 certificate in PEM (the peer&apos;s pairing certificate)</source>
        <translation>PEM 形式の EC P-256 証明書 1 つ（ピアのペアリング証明書）ではありません</translation>
    </message>
</context>
<context>
    <name>PlannedAddress</name>
    <message>
        <source>&apos;%1&apos; is not an IPv4 address with its prefix, like 192.168.177.2/24.</source>
        <translation>「%1」はプレフィックス付きの IPv4 アドレス（例: 192.168.177.2/24）ではありません。</translation>
    </message>
</context>
<context>
    <name>PortDescriptions</name>
    <message>
        <source>Port 0 (next to the RJ45)</source>
        <translation>ポート 0（RJ45 の隣）</translation>
    </message>
    <message>
        <source>Port 1 (outermost)</source>
        <translation>ポート 1（いちばん外側）</translation>
    </message>
    <message>
        <source>Port %1</source>
        <translation>ポート %1</translation>
    </message>
    <message>
        <source>No link (no cable, or the peer is off)</source>
        <translation>リンクなし（ケーブルがないか、ピアの電源が切れています）</translation>
    </message>
    <message>
        <source>Up, %1 Gb/s reported</source>
        <translation>有効、%1 Gb/s と報告</translation>
    </message>
    <message>
        <source>Up</source>
        <translation>有効</translation>
    </message>
    <message>
        <source>No RDMA device</source>
        <translation>RDMA デバイスなし</translation>
    </message>
    <message>
        <source>state unknown</source>
        <translation>状態不明</translation>
    </message>
    <message>
        <source>, active MTU %1</source>
        <translation>、アクティブ MTU %1</translation>
    </message>
    <message>
        <source>none</source>
        <translation>なし</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1（%2）</translation>
    </message>
    <message>
        <source>&lt;b&gt;%1&lt;/b&gt; — %2, twin half %3&lt;br&gt;RDMA device: %4&lt;br&gt;PCI: %5&lt;br&gt;Link: %6&lt;br&gt;MTU: %7&lt;br&gt;IPv4: %8&lt;br&gt;RoCE v2 IPv4 GID index: %9</source>
        <translation>&lt;b&gt;%1&lt;/b&gt; — %2、ツインハーフ %3&lt;br&gt;RDMA デバイス：%4&lt;br&gt;PCI：%5&lt;br&gt;リンク：%6&lt;br&gt;MTU：%7&lt;br&gt;IPv4：%8&lt;br&gt;RoCE v2 IPv4 GID インデックス：%9</translation>
    </message>
    <message>
        <source>Nothing is plugged into this port, or the Spark at the other end is off. A two-Spark setup needs one cable, in the same port on both.</source>
        <translation>このポートには何も挿さっていないか、相手側の Spark の電源が切れています。Spark 2 台の構成では、両方の同じポートにケーブルを 1 本挿します。</translation>
    </message>
    <message>
        <source>MTU is %1: RoCE then runs with 1024-byte frames and loses bandwidth. The addressing plan sets MTU 9000 on both twins.</source>
        <translation>MTU が %1 です。RoCE は 1024 バイトのフレームで動作し、帯域幅が落ちます。アドレス計画では両方のツインに MTU 9000 を設定します。</translation>
    </message>
    <message>
        <source>No IPv4 address yet, so there is no RoCE v2 IPv4 GID for NCCL to use. The addressing plan gives each twin its own subnet.</source>
        <translation>まだ IPv4 アドレスがないため、NCCL が使う RoCE v2 IPv4 GID がありません。アドレス計画では各ツインに独自のサブネットを割り当てます。</translation>
    </message>
    <message>
        <source>This twin has an IPv4 address but no RoCE v2 IPv4 GID: reload the mlx5 driver or re-apply the network configuration.</source>
        <translation>このツインには IPv4 アドレスがありますが RoCE v2 IPv4 GID がありません。mlx5 ドライバーを再読み込みするか、ネットワーク構成を再適用してください。</translation>
    </message>
    <message>
        <source>The RoCE v2 IPv4 GID is at index %1, not 3: anything that pins NCCL_IB_GID_INDEX=3 uses the wrong GID here. Sparkwire always uses the resolved index.</source>
        <translation>RoCE v2 IPv4 GID はインデックス 3 ではなく %1 にあります。NCCL_IB_GID_INDEX=3 に固定している設定はここで誤った GID を使います。Sparkwire は常に解決したインデックスを使います。</translation>
    </message>
    <message>
        <source>IPv6 addresses beyond link-local (SLAAC) move GID indices around; the addressing plan turns IPv6 off on the CX-7 ports.</source>
        <translation>リンクローカル以外の IPv6 アドレス（SLAAC）は GID のインデックスをずらします。アドレス計画は CX-7 ポートで IPv6 をオフにします。</translation>
    </message>
    <message>
        <source>%1: no cable.</source>
        <translation>%1：ケーブルなし。</translation>
    </message>
    <message>
        <source>%1: cable in, both twins up (%2).</source>
        <translation>%1：ケーブルあり、両方のツインが有効（%2）。</translation>
    </message>
    <message>
        <source>%1: only %2 is up — its twin has no link, so this port can carry at most half its bandwidth.</source>
        <translation>%1：有効なのは %2 だけです — そのツインにリンクがないため、このポートは帯域幅の半分までしか運べません。</translation>
    </message>
    <message>
        <source>up, %1 Mb/s</source>
        <translation>有効、%1 Mb/s</translation>
    </message>
    <message>
        <source>up</source>
        <translation>有効</translation>
    </message>
    <message>
        <source>no link</source>
        <translation>リンクなし</translation>
    </message>
    <message>
        <source>Management port %1: %2, IPv4 %3.</source>
        <translation>管理ポート %1：%2、IPv4 %3。</translation>
    </message>
    <message>
        <source>Cluster traffic must not run here: NCCL quietly falling back to this port is the most common reason a Spark pair is slow.</source>
        <translation>クラスターのトラフィックをここに流してはいけません。NCCL が黙ってこのポートにフォールバックすることが、Spark ペアが遅い最もよくある原因です。</translation>
    </message>
</context>
<context>
    <name>PortDetailsPanel</name>
    <message>
        <source>Selected twin half</source>
        <translation>選択したツインハーフ</translation>
    </message>
    <message>
        <source>Netdev:</source>
        <translation>Netdev：</translation>
    </message>
    <message>
        <source>RDMA device:</source>
        <translation>RDMA デバイス：</translation>
    </message>
    <message>
        <source>PCI address:</source>
        <translation>PCI アドレス：</translation>
    </message>
    <message>
        <source>Position:</source>
        <translation>位置：</translation>
    </message>
    <message>
        <source>Twin:</source>
        <translation>ツイン：</translation>
    </message>
    <message>
        <source>Link:</source>
        <translation>リンク：</translation>
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
        <translation>図でツインハーフを選んでください（クリックするか、Tab で移動して矢印キーを使います）。</translation>
    </message>
    <message>
        <source>none</source>
        <translation>なし</translation>
    </message>
    <message>
        <source>%1, twin half %2</source>
        <translation>%1、ツインハーフ %2</translation>
    </message>
</context>
<context>
    <name>PreflightTable</name>
    <message>
        <source>Run &amp;pre-flight on every member</source>
        <translation>すべてのメンバーで事前チェックを実行(&amp;P)</translation>
    </message>
    <message>
        <source>&lt;b&gt;Cluster pre-flight&lt;/b&gt;: what must be equal on every member before a change.</source>
        <translation>&lt;b&gt;クラスターの事前チェック&lt;/b&gt;：変更の前にすべてのメンバーで揃っているべきもの。</translation>
    </message>
    <message>
        <source>Cluster pre-flight</source>
        <translation>クラスターの事前チェック</translation>
    </message>
    <message>
        <source>Asking every member…</source>
        <translation>すべてのメンバーに問い合わせています…</translation>
    </message>
    <message>
        <source>✔ passes</source>
        <translation>✔ 合格</translation>
    </message>
    <message>
        <source>? unknown</source>
        <translation>? 不明</translation>
    </message>
    <message>
        <source>! warning</source>
        <translation>! 警告</translation>
    </message>
    <message>
        <source>✘ fails</source>
        <translation>✘ 不合格</translation>
    </message>
    <message>
        <source>No check fails.</source>
        <translation>失敗したチェックはありません。</translation>
    </message>
    <message>
        <source>Checks that fail: %1. Each row says its fix.</source>
        <translation>失敗したチェック：%1。各行に対処方法があります。</translation>
    </message>
    <message>
        <source>Check</source>
        <translation>確認項目</translation>
    </message>
    <message>
        <source>Verdict</source>
        <translation>判定</translation>
    </message>
    <message>
        <source>Fix</source>
        <translation>対処</translation>
    </message>
</context>
<context>
    <name>RdmaVerdicts</name>
    <message>
        <source>RoCE ran with a %1-byte MTU: the netdev MTU is 1500, which costs bandwidth on every packet.</source>
        <translation>RoCE は %1 バイトの MTU で動作しました。netdev の MTU が 1500 のため、パケットごとに帯域幅を失っています。</translation>
    </message>
    <message>
        <source>Set mtu: 9000 on every CX-7 netdev on both Sparks (Sparkwire&apos;s plan does), then run the test again: RoCE then uses 4096.</source>
        <translation>両方の Spark のすべての CX-7 netdev に mtu: 9000 を設定し（Sparkwire のプランはそうします）、テストを再実行してください。RoCE は 4096 を使うようになります。</translation>
    </message>
    <message>
        <source>See the per-twin verdicts; both twins must run at once.</source>
        <translation>ツインごとの判定を見てください。両方のツインを同時に動かす必要があります。</translation>
    </message>
    <message>
        <source>Both twins together carried %1 Gb/s; a port should reach 160 Gb/s or more.</source>
        <translation>2 つのツインの合計は %1 Gb/s でした。1 ポートで 160 Gb/s 以上に達するはずです。</translation>
    </message>
</context>
<context>
    <name>ReachedDestination</name>
    <message>
        <source>%1 (a nameserver in %2)</source>
        <translation>%1（%2 のネームサーバー）</translation>
    </message>
    <message>
        <source>%1 (a gateway)</source>
        <translation>%1（ゲートウェイ）</translation>
    </message>
    <message>
        <source>%1 (a neighbour)</source>
        <translation>%1（近隣ホスト）</translation>
    </message>
    <message>
        <source>%1 (the peer of an open TCP connection)</source>
        <translation>%1（開いている TCP 接続の相手）</translation>
    </message>
</context>
<context>
    <name>RearPanelWidget</name>
    <message>
        <source>Rear panel of this Spark</source>
        <translation>この Spark の背面パネル</translation>
    </message>
    <message>
        <source>QSFP port %1 — cable in</source>
        <translation>QSFP ポート %1 — ケーブルあり</translation>
    </message>
    <message>
        <source>QSFP port %1</source>
        <translation>QSFP ポート %1</translation>
    </message>
</context>
<context>
    <name>RecordAddresses</name>
    <message>
        <source>the cluster record does not name this Spark</source>
        <translation>クラスター記録にこの Spark が含まれていません</translation>
    </message>
    <message>
        <source>%1 is this Spark&apos;s own planned address</source>
        <translation>%1 はこの Spark 自身の計画アドレスです</translation>
    </message>
    <message>
        <source>%1 is not a host address on a subnet the plan gives this Spark</source>
        <translation>%1 は、計画がこの Spark に割り当てたサブネット内のホストアドレスではありません</translation>
    </message>
    <message>
        <source>%1 is not an address the plan gives the seat</source>
        <translation>%1 は、計画が操作側に割り当てたアドレスではありません</translation>
    </message>
</context>
<context>
    <name>ResultChartSvg</name>
    <message>
        <source>%1 · %2 · DEMO — simulated, not measured</source>
        <translation>%1 · %2 · デモ — シミュレーション、実測ではありません</translation>
    </message>
    <message>
        <source>%1: bus bandwidth (%2 ranks)</source>
        <translation>%1：バス帯域幅（%2 ランク）</translation>
    </message>
    <message>
        <source>GB/s</source>
        <translation>GB/s</translation>
    </message>
    <message>
        <source>No message size finished: the run failed.</source>
        <translation>完了したメッセージサイズはありません：実行は失敗しました。</translation>
    </message>
    <message>
        <source>out-of-place</source>
        <translation>アウトオブプレース</translation>
    </message>
    <message>
        <source>in-place</source>
        <translation>インプレース</translation>
    </message>
    <message>
        <source>Gb/s</source>
        <translation>Gb/s</translation>
    </message>
    <message>
        <source>expected %1 Gb/s</source>
        <translation>期待値 %1 Gb/s</translation>
    </message>
</context>
<context>
    <name>ResultImages</name>
    <message>
        <source>%1 is not a chart Sparkwire can draw.</source>
        <translation>%1 は Sparkwire が描画できるグラフではありません。</translation>
    </message>
    <message>
        <source>Cannot write %1: %2</source>
        <translation>%1 に書き込めません：%2</translation>
    </message>
</context>
<context>
    <name>ReviewPage</name>
    <message>
        <source>Review</source>
        <translation>確認</translation>
    </message>
    <message>
        <source>Nothing has been changed yet. This is the file each Spark gets, and what it replaces there.</source>
        <translation>まだ何も変更していません。これが各 Spark が受け取るファイルと、そこで置き換えられる内容です。</translation>
    </message>
    <message>
        <source>There is no plan yet: go back to the addressing plan.</source>
        <translation>まだプランがありません。アドレス計画に戻ってください。</translation>
    </message>
    <message>
        <source>Changes on %1</source>
        <translation>%1 での変更</translation>
    </message>
    <message>
        <source>New %1 on %2</source>
        <translation>%2 の新しい %1</translation>
    </message>
    <message>
        <source>Unchanged: %1 already has exactly this file.</source>
        <translation>変更なし：%1 は既にまったく同じファイルを持っています。</translation>
    </message>
    <message>
        <source>unchanged</source>
        <translation>変更なし</translation>
    </message>
    <message>
        <source>There is no %1 on %2 yet: the whole file is new.</source>
        <translation>%2 にはまだ %1 がありません。ファイル全体が新規です。</translation>
    </message>
    <message>
        <source>What changes in %1 on %2:</source>
        <translation>%2 の %1 で変わる内容：</translation>
    </message>
    <message>
        <source>%1 (now)</source>
        <translation>%1（現在）</translation>
    </message>
    <message>
        <source>%1 (new)</source>
        <translation>%1（新規）</translation>
    </message>
    <message>
        <source>Other netplan files on %1</source>
        <translation>%1 の他の netplan ファイル</translation>
    </message>
    <message>
        <source>No other netplan file touches these netdevs.</source>
        <translation>これらの netdev に触れる netplan ファイルは他にありません。</translation>
    </message>
    <message>
        <source>Other netplan files there:</source>
        <translation>そこにある他の netplan ファイル：</translation>
    </message>
    <message>
        <source>%1 (node %2, this Spark)</source>
        <translation>%1（ノード %2、この Spark）</translation>
    </message>
    <message>
        <source>%1 (node %2)</source>
        <translation>%1（ノード %2）</translation>
    </message>
    <message>
        <source>%1 — unchanged</source>
        <translation>%1 — 変更なし</translation>
    </message>
    <message>
        <source>Checking with netplan&apos;s own parser…</source>
        <translation>netplan 自身のパーサーで確認中…</translation>
    </message>
    <message>
        <source>Every Spark already has this plan: nothing would change.</source>
        <translation>すべての Spark が既にこのプランを持っています。何も変わりません。</translation>
    </message>
    <message numerus="yes">
        <source>%1 of %n Spark(s) change. Each one is tried, checked over every twin and kept only when all of them pass.</source>
        <translation>
            <numerusform>Spark %n 台のうち %1 台が変わります。各台で試行し、すべてのツインで確認し、すべて合格したときだけ保持します。</numerusform>
        </translation>
    </message>
    <message>
        <source>✔ netplan accepts this file.</source>
        <translation>✔ netplan はこのファイルを受け入れます。</translation>
    </message>
    <message>
        <source>✘ netplan refuses it:
%1</source>
        <translation>✘ netplan が拒否しました：
%1</translation>
    </message>
    <message>
        <source>I &amp;checked the other files: apply anyway</source>
        <translation>他のファイルを確認しました: このまま適用する(&amp;C)</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1：%2</translation>
    </message>
    <message>
        <source>netplan accepts this file on its own, but another file overrides its netdevs (see the warning above).</source>
        <translation>netplan はこのファイル単体では受け入れますが、別のファイルがそのネットワークデバイスの設定を上書きします（上の警告を参照）。</translation>
    </message>
    <message>
        <source>&amp;Move these netdevs out of the other files on this Spark</source>
        <translation>この Spark の他のファイルからこれらの netdev を移動(&amp;M)</translation>
    </message>
    <message>
        <source>Sparkwire&apos;s helper removes this Spark&apos;s CX-7 netdevs from the other files in /etc/netplan, so only Sparkwire&apos;s file configures them. Each original is kept in /var/lib/sparkwire/migrated. Nothing is applied until you apply the plan.</source>
        <translation>Sparkwire のヘルパーが /etc/netplan の他のファイルからこの Spark の CX-7 netdev を削除し、Sparkwire のファイルだけがそれらを設定するようにします。元のファイルはそれぞれ /var/lib/sparkwire/migrated に保存されます。プランを適用するまで何も適用されません。</translation>
    </message>
    <message>
        <source>⚠ Another netplan file also configures these netdevs. netplan reads the files in name order and the later one wins, so this plan may not take effect there:
%1
Move those netdevs out of the other file (below, for this Spark; on another Spark, from its own Sparkwire or by hand) and come back to Review, or confirm below that you checked it.</source>
        <translation>⚠ 別の netplan ファイルもこれらの netdev を設定しています。netplan はファイルを名前順に読み、後のファイルが優先されるため、このプランはそこで有効にならない可能性があります：
%1
それらの netdev を他のファイルから移動して（この Spark では下のボタンで、他の Spark ではその Sparkwire か手作業で）確認画面に戻るか、確認したことを下で承認してください。</translation>
    </message>
    <message>
        <source>Moving the netdevs out of the other files…</source>
        <translation>他のファイルから netdev を移動しています…</translation>
    </message>
    <message>
        <source>Nothing was moved: %1</source>
        <translation>何も移動していません：%1</translation>
    </message>
    <message>
        <source>No other file configures these netdevs any more.</source>
        <translation>これらの netdev を設定する他のファイルはもうありません。</translation>
    </message>
    <message>
        <source>Moved (originals kept in /var/lib/sparkwire/migrated):
%1</source>
        <translation>移動しました（元のファイルは /var/lib/sparkwire/migrated に保存）：
%1</translation>
    </message>
    <message>
        <source>The last apply was kept on every Spark. This is the file each Spark gets from the plan as it is now, and what it replaces there.</source>
        <translation>前回の適用はすべての Spark で保持されました。これは現在のプランで各 Spark が受け取るファイルと、そこで置き換えられる内容です。</translation>
    </message>
    <message>
        <source>This Spark keeps a cluster: this is the file each Spark gets from the plan as it is now, and what it replaces there.</source>
        <translation>この Spark はクラスターを保持しています。これは現在のプランから各 Spark が受け取るファイルと、そこで置き換えられる内容です。</translation>
    </message>
    <message>
        <source>Reading every member&apos;s state for the plan…</source>
        <translation>プランのために各メンバーの状態を読み取っています…</translation>
    </message>
    <message>
        <source>The pre-flight fails: I know why, apply any&amp;way</source>
        <translation>事前チェックは不合格ですが、理由はわかっています。それでも適用する(&amp;W)</translation>
    </message>
</context>
<context>
    <name>SeatDestinations</name>
    <message>
        <source>%1 through %2 on this Spark</source>
        <translation>%1（この Spark の %2 経由）</translation>
    </message>
</context>
<context>
    <name>SecretStore</name>
    <message>
        <source>no keyring answered</source>
        <translation>応答したキーリングがありません</translation>
    </message>
    <message>
        <source>the desktop keyring refused access (%1); unlock it and try again</source>
        <translation>デスクトップのキーリングがアクセスを拒否しました（%1）。ロックを解除してやり直してください</translation>
    </message>
    <message>
        <source>the desktop keyring did not answer within %1 s (is it locked, waiting for its password?)</source>
        <translation>デスクトップのキーリングが %1 秒以内に応答しませんでした（ロックされていてパスワード入力待ちではありませんか？）</translation>
    </message>
</context>
<context>
    <name>SessionBus</name>
    <message>
        <source>no session bus: DBUS_SESSION_BUS_ADDRESS is not set and %1 does not exist. Run this as the desktop user while logged in, or set DBUS_SESSION_BUS_ADDRESS to that user&apos;s session bus</source>
        <translation>セッションバスがありません：DBUS_SESSION_BUS_ADDRESS が設定されておらず、%1 も存在しません。ログインしているデスクトップユーザーとして実行するか、DBUS_SESSION_BUS_ADDRESS をそのユーザーのセッションバスに設定してください</translation>
    </message>
</context>
<context>
    <name>SettingsDialog</name>
    <message>
        <source>Settings</source>
        <translation>設定</translation>
    </message>
    <message>
        <source>Desktop language</source>
        <translation>デスクトップの言語</translation>
    </message>
    <message>
        <source>&amp;Language:</source>
        <translation>言語(&amp;L)：</translation>
    </message>
    <message>
        <source>The language changes when Sparkwire starts again. &quot;Desktop language&quot; follows the language of your desktop session; --language on the command line overrides both.</source>
        <translation>言語は Sparkwire の次回起動時に切り替わります。「デスクトップの言語」はデスクトップセッションの言語に従います。コマンドラインの --language はどちらよりも優先されます。</translation>
    </message>
</context>
<context>
    <name>SshClientConfig</name>
    <message>
        <source>~/.ssh/config line %1: %2. Sparkwire does not guess which lines are its own: fix or remove the Sparkwire block there by hand, then try again</source>
        <translation>~/.ssh/config の %1 行目：%2。Sparkwire はどの行が自分のものかを推測しません。そこにある Sparkwire ブロックを手で修正するか削除してから、やり直してください</translation>
    </message>
    <message>
        <source>a Sparkwire marker that is not exactly &quot;# BEGIN|END sparkwire &lt;alias&gt;&quot;</source>
        <translation>&quot;# BEGIN|END sparkwire &lt;alias&gt;&quot; と完全には一致しない Sparkwire マーカー</translation>
    </message>
    <message>
        <source>a Sparkwire marker with an alias Sparkwire does not write</source>
        <translation>Sparkwire が書き込まない別名を持つ Sparkwire マーカー</translation>
    </message>
    <message>
        <source>the block of %1 has no END line before the next BEGIN</source>
        <translation>%1 のブロックに、次の BEGIN より前の END 行がありません</translation>
    </message>
    <message>
        <source>an END line for %1 without its BEGIN line</source>
        <translation>BEGIN 行のない %1 の END 行</translation>
    </message>
    <message>
        <source>a second block for %1</source>
        <translation>%1 の 2 つ目のブロック</translation>
    </message>
    <message>
        <source>the block of %1 has no END line</source>
        <translation>%1 のブロックに END 行がありません</translation>
    </message>
    <message>
        <source>%1 is already pinned in ~/.ssh/known_hosts for %2, another paired Spark; if its address moved, unpair it first</source>
        <translation>%1 は ~/.ssh/known_hosts で、ペアリング済みの別の Spark である %2 用に既に固定されています。アドレスが変わった場合は、先にペアリングを解除してください</translation>
    </message>
    <message>
        <source>the host key of %1: %2</source>
        <translation>%1 のホスト鍵：%2</translation>
    </message>
    <message>
        <source>%1 reports more than %2 addresses</source>
        <translation>%1 が報告するアドレスが %2 個を超えています</translation>
    </message>
    <message>
        <source>the addresses of %1: %2</source>
        <translation>%1 のアドレス：%2</translation>
    </message>
    <message>
        <source>%1 has no IPv4 address in this node&apos;s CX-7 subnets (%2): set up the links&apos; addresses first</source>
        <translation>%1 には、このノードの CX-7 サブネット（%2）内の IPv4 アドレスがありません。先にリンクのアドレスを設定してください</translation>
    </message>
    <message>
        <source>none configured</source>
        <translation>構成なし</translation>
    </message>
    <message>
        <source>~/.ssh/config has no Sparkwire block for %1</source>
        <translation>~/.ssh/config に %1 の Sparkwire ブロックがありません</translation>
    </message>
    <message>
        <source>the block of %1 has no HostName</source>
        <translation>%1 のブロックに HostName がありません</translation>
    </message>
    <message>
        <source>~/.ssh/known_hosts pins no host key for %1</source>
        <translation>~/.ssh/known_hosts に %1 のホスト鍵が固定されていません</translation>
    </message>
    <message>
        <source>%1 needs 1 to %2 planned addresses</source>
        <translation>%1 には 1 ～ %2 個の計画アドレスが必要です</translation>
    </message>
    <message>
        <source>~/.ssh/known_hosts already pins another host key for %1 or its addresses (%2); it is kept, not replaced</source>
        <translation>~/.ssh/known_hosts には %1 またはそのアドレス（%2）に別のホスト鍵がすでに固定されています。置き換えずにそのまま残します</translation>
    </message>
</context>
<context>
    <name>SshFiles</name>
    <message>
        <source>uid %1 has no entry in the password database%2</source>
        <translation>uid %1 にはパスワードデータベースのエントリがありません%2</translation>
    </message>
    <message>
        <source>uid %1 has no home directory in the password database</source>
        <translation>uid %1 にはパスワードデータベースにホームディレクトリがありません</translation>
    </message>
    <message>
        <source>no home directory to keep SSH files in (got %1)</source>
        <translation>SSH ファイルを置くホームディレクトリがありません（得られた値：%1）</translation>
    </message>
    <message>
        <source>nothing</source>
        <translation>なし</translation>
    </message>
    <message>
        <source>cannot use the home directory %1: %2</source>
        <translation>ホームディレクトリ %1 を使えません：%2</translation>
    </message>
    <message>
        <source>the home %1 is not a directory</source>
        <translation>ホーム %1 はディレクトリではありません</translation>
    </message>
    <message>
        <source>refusing to write SSH files into %1: it belongs to uid %2, not to uid %3 that Sparkwire runs as. Sparkwire uses the home of the account it runs as (from the password database, not $HOME): run it as the person whose SSH setup this is, not with sudo -E</source>
        <translation>%1 への SSH ファイルの書き込みを拒否しました：所有者が uid %2 であり、Sparkwire を実行している uid %3 ではありません。Sparkwire は実行アカウントのホーム（$HOME ではなくパスワードデータベースから）を使います。sudo -E ではなく、その SSH 設定の持ち主として実行してください</translation>
    </message>
    <message>
        <source>refusing to write SSH files into %1: others can write to it, so sshd would not trust them either (StrictModes); run: chmod go-w %1</source>
        <translation>%1 への SSH ファイルの書き込みを拒否しました：他のユーザーが書き込めるため、sshd もそれらを信頼しません（StrictModes）。次を実行してください：chmod go-w %1</translation>
    </message>
    <message>
        <source>cannot create %1: %2</source>
        <translation>%1 を作成できません：%2</translation>
    </message>
    <message>
        <source>refusing to use %1: it is a symbolic link (to %2), and Sparkwire does not follow links there; make it a real directory (move what it points to in its place)</source>
        <translation>%1 の使用を拒否しました：これはシンボリックリンク（%2 へのリンク）であり、Sparkwire はそこでリンクをたどりません。本物のディレクトリにしてください（リンク先の中身をその場所に移します）</translation>
    </message>
    <message>
        <source>%1 is not a directory; move it away</source>
        <translation>%1 はディレクトリではありません。別の場所に移してください</translation>
    </message>
    <message>
        <source>cannot open %1: %2</source>
        <translation>%1 を開けません：%2</translation>
    </message>
    <message>
        <source>cannot check %1: %2</source>
        <translation>%1 を確認できません：%2</translation>
    </message>
    <message>
        <source>refusing to use %1: it belongs to uid %2, not to uid %3 that Sparkwire runs as; fix its owner (chown) or run Sparkwire as that account</source>
        <translation>%1 の使用を拒否しました：所有者が uid %2 であり、Sparkwire を実行している uid %3 ではありません。所有者を修正する（chown）か、そのアカウントで Sparkwire を実行してください</translation>
    </message>
    <message>
        <source>cannot make %1 private (0700): %2</source>
        <translation>%1 を非公開（0700）にできません：%2</translation>
    </message>
</context>
<context>
    <name>SshRepoint</name>
    <message>
        <source>1 to %1 addresses are needed</source>
        <translation>アドレスが 1〜%1 個必要です</translation>
    </message>
</context>
<context>
    <name>SshValidation</name>
    <message>
        <source>the key data says it is %1, not %2</source>
        <translation>鍵データは %2 ではなく %1 だと示しています</translation>
    </message>
    <message>
        <source>nothing</source>
        <translation>なし</translation>
    </message>
    <message>
        <source>the %1 key data is malformed</source>
        <translation>%1 の鍵データが不正です</translation>
    </message>
    <message>
        <source>the ssh-rsa key has %1 bits; %2 to %3 are accepted</source>
        <translation>ssh-rsa 鍵が %1 ビットです。受け付けるのは %2～%3 ビットです</translation>
    </message>
    <message>
        <source>%1 is not a user name Sparkwire accepts (lowercase letters, digits, &apos;_&apos; and &apos;-&apos;, at most 32)</source>
        <translation>%1 は Sparkwire が受け付けるユーザー名ではありません（小文字の英字、数字、&apos;_&apos;、&apos;-&apos;、最大 32 文字）</translation>
    </message>
    <message>
        <source>%1 is not a host name Sparkwire accepts for a peer (1-63 letters, digits, &apos;-&apos; and &apos;.&apos;)</source>
        <translation>%1 は Sparkwire がピアとして受け付けるホスト名ではありません（1～63 文字の英字、数字、&apos;-&apos;、&apos;.&apos;）</translation>
    </message>
    <message>
        <source>%1 is not an alias Sparkwire writes (sparkwire-&lt;paired name&gt;)</source>
        <translation>%1 は Sparkwire が書き込む別名（sparkwire-&lt;ペアリング名&gt;）ではありません</translation>
    </message>
    <message>
        <source>%1 is not an IPv4 address</source>
        <translation>%1 は IPv4 アドレスではありません</translation>
    </message>
    <message>
        <source>%1 is not a host&apos;s address</source>
        <translation>%1 はホストのアドレスではありません</translation>
    </message>
    <message>
        <source>%1 is not a subnet Sparkwire accepts (a.b.c.d/8-32)</source>
        <translation>%1 は Sparkwire が受け付けるサブネット（a.b.c.d/8-32）ではありません</translation>
    </message>
    <message>
        <source>%1 is not in this node&apos;s CX-7 subnets (%2)</source>
        <translation>%1 はこのノードの CX-7 サブネット（%2）にありません</translation>
    </message>
    <message>
        <source>none configured</source>
        <translation>構成なし</translation>
    </message>
    <message>
        <source>%1 is not a peer fingerprint (64 lowercase hex digits)</source>
        <translation>%1 はピアのフィンガープリント（64 桁の小文字 16 進数）ではありません</translation>
    </message>
    <message>
        <source>the key line is longer than %1 characters</source>
        <translation>鍵の行が %1 文字を超えています</translation>
    </message>
    <message>
        <source>the key line %1 holds a newline or another control character</source>
        <translation>鍵の行 %1 に改行または他の制御文字が含まれています</translation>
    </message>
    <message>
        <source>%1 is not &quot;&lt;type&gt; &lt;base64&gt; [comment]&quot; with type ssh-ed25519, ecdsa-sha2-nistp256 or ssh-rsa</source>
        <translation>%1 は &quot;&lt;種類&gt; &lt;base64&gt; [コメント]&quot;（種類は ssh-ed25519、ecdsa-sha2-nistp256、ssh-rsa）の形式ではありません</translation>
    </message>
    <message>
        <source>the %1 key&apos;s base64 is not canonical</source>
        <translation>%1 鍵の base64 が正規形ではありません</translation>
    </message>
    <message>
        <source>only an ssh-ed25519 key is accepted here, not %1</source>
        <translation>ここで受け付けるのは ssh-ed25519 の鍵だけです（%1 は不可）</translation>
    </message>
</context>
<context>
    <name>StampedExport</name>
    <message>
        <source>Cannot write %1: %2</source>
        <translation>%1 に書き込めません：%2</translation>
    </message>
</context>
<context>
    <name>StrictJsonReader</name>
    <message>
        <source>a key is written with escapes; keys are plain text</source>
        <translation>キーがエスケープを使って書かれています。キーはプレーンテキストです</translation>
    </message>
    <message>
        <source>the key &quot;%1&quot; is there twice</source>
        <translation>キー &quot;%1&quot; が 2 回あります</translation>
    </message>
    <message>
        <source>%1: %2 bytes is more than the %3 allowed</source>
        <translation>%1：%2 バイトは許容される %3 バイトを超えています</translation>
    </message>
    <message>
        <source>%1: not JSON (%2 at byte %3)</source>
        <translation>%1：JSON ではありません（バイト %3 で %2）</translation>
    </message>
    <message>
        <source>%1: not a JSON object</source>
        <translation>%1：JSON オブジェクトではありません</translation>
    </message>
    <message>
        <source>%1: missing</source>
        <translation>%1：ありません</translation>
    </message>
    <message>
        <source>%1: must be a JSON %2</source>
        <translation>%1：JSON の %2 でなければなりません</translation>
    </message>
    <message>
        <source>%1: longer than %2 characters</source>
        <translation>%1：%2 文字を超えています</translation>
    </message>
    <message>
        <source>%1: must be a whole number from %2 to %3</source>
        <translation>%1：%2～%3 の整数でなければなりません</translation>
    </message>
    <message>
        <source>%1: must be standard base64 with padding</source>
        <translation>%1：パディング付きの標準 base64 でなければなりません</translation>
    </message>
    <message>
        <source>%1: more than %2 bytes</source>
        <translation>%1：%2 バイトを超えています</translation>
    </message>
    <message>
        <source>%1: more than %2 entries</source>
        <translation>%1：エントリが %2 個を超えています</translation>
    </message>
    <message>
        <source>%1: must be a JSON string</source>
        <translation>%1：JSON 文字列でなければなりません</translation>
    </message>
    <message>
        <source>%1: unknown field &quot;%2&quot;</source>
        <translation>%1：不明なフィールド &quot;%2&quot;</translation>
    </message>
</context>
<context>
    <name>TcpVerdicts</name>
    <message>
        <source>Only one twin has an address that reaches the peer.</source>
        <translation>ピアに届くアドレスを持つのは一方のツインだけです。</translation>
    </message>
    <message>
        <source>Address both twins, each on its own subnet (the plan does).</source>
        <translation>両方のツインに、それぞれ独自のサブネットでアドレスを設定してください（プランはそうします）。</translation>
    </message>
    <message>
        <source>No TCP traffic on %1.</source>
        <translation>%1 に TCP トラフィックがありません。</translation>
    </message>
    <message>
        <source>Check the cable, the addresses and that MTU matches on both ends.</source>
        <translation>ケーブル、アドレス、両端で MTU が一致しているかを確認してください。</translation>
    </message>
</context>
<context>
    <name>TestsPanel</name>
    <message>
        <source>&amp;TCP test</source>
        <translation>TCP テスト(&amp;T)</translation>
    </message>
    <message>
        <source>&amp;RDMA test</source>
        <translation>RDMA テスト(&amp;R)</translation>
    </message>
    <message>
        <source>&amp;NCCL test</source>
        <translation>NCCL テスト(&amp;N)</translation>
    </message>
    <message>
        <source>Run &amp;all</source>
        <translation>すべて実行(&amp;A)</translation>
    </message>
    <message>
        <source>&amp;Cancel</source>
        <translation>キャンセル(&amp;C)</translation>
    </message>
    <message>
        <source>TCP, then RDMA, then NCCL.</source>
        <translation>TCP、次に RDMA、次に NCCL。</translation>
    </message>
    <message>
        <source>Which member of the cluster the tests run against: one, or every member in turn (NCCL: all of them at once).</source>
        <translation>テストの対象とするクラスターのメンバー：1 台、またはすべてのメンバーを順番に（NCCL：全台同時）。</translation>
    </message>
    <message>
        <source>Safe (through host memory)</source>
        <translation>安全（ホストメモリ経由）</translation>
    </message>
    <message>
        <source>DMA-BUF (zero-copy)</source>
        <translation>DMA-BUF（ゼロコピー）</translation>
    </message>
    <message>
        <source>How NCCL moves GPU memory over the links: through host memory (works everywhere) or zero-copy with DMA-BUF (needs the open GPU kernel modules; nvidia-peermem does not work on the Spark).</source>
        <translation>NCCL がリンク上で GPU メモリを移動する方法：ホストメモリ経由（どこでも動作）または DMA-BUF によるゼロコピー（オープン GPU カーネルモジュールが必要。nvidia-peermem は Spark では動作しません）。</translation>
    </message>
    <message>
        <source>Kernel TCP on every twin at once (libiperf): proves addresses, routes and MTU. Not RDMA.</source>
        <translation>すべてのツインで同時にカーネル TCP（libiperf）を実行：アドレス、経路、MTU を確認します。RDMA ではありません。</translation>
    </message>
    <message>
        <source>ib_write_bw on every twin at once: a twin should carry ~92-100 Gb/s, the port 184 Gb/s or more.</source>
        <translation>すべてのツインで同時に ib_write_bw を実行：ツインは約 92～100 Gb/s、ポートは 184 Gb/s 以上を運ぶはずです。</translation>
    </message>
    <message>
        <source>nccl-tests all_gather across both Sparks (mpirun over SSH), with the transport NCCL really used.</source>
        <translation>両方の Spark で nccl-tests の all_gather を実行し（SSH 経由の mpirun）、NCCL が実際に使ったトランスポートを示します。</translation>
    </message>
    <message>
        <source> s</source>
        <translation> 秒</translation>
    </message>
    <message>
        <source>&amp;Length:</source>
        <translation>時間(&amp;L)：</translation>
    </message>
    <message>
        <source>&amp;Member:</source>
        <translation>メンバー(&amp;M)：</translation>
    </message>
    <message>
        <source>&amp;GPUDirect:</source>
        <translation>GPUDirect(&amp;G)：</translation>
    </message>
    <message>
        <source>The link tests need peer discovery, which is off (the main window&apos;s status bar says why).</source>
        <translation>リンクテストにはピア検出が必要ですが、オフになっています（理由はメインウィンドウのステータスバーに表示されています）。</translation>
    </message>
    <message>
        <source>Cancelled; nothing is left running.</source>
        <translation>キャンセルしました。実行中のものは残っていません。</translation>
    </message>
    <message>
        <source>TCP to %1:</source>
        <translation>%1 への TCP：</translation>
    </message>
    <message>
        <source>%1 (port %2, half %3): %4 Gb/s</source>
        <translation>%1（ポート %2、ハーフ %3）：%4 Gb/s</translation>
    </message>
    <message>
        <source>%1: failed: %2</source>
        <translation>%1：失敗：%2</translation>
    </message>
    <message>
        <source>TCP sum: %1 Gb/s (kernel TCP, CPU-bound; RDMA is the RDMA test)</source>
        <translation>TCP 合計：%1 Gb/s（カーネル TCP、CPU 律速。RDMA は RDMA テストで）</translation>
    </message>
    <message>
        <source>✔ Every twin to %1 carries TCP traffic.</source>
        <translation>✔ %1 へのすべてのツインが TCP トラフィックを運んでいます。</translation>
    </message>
    <message>
        <source>RDMA to %1:</source>
        <translation>%1 への RDMA：</translation>
    </message>
    <message>
        <source>RDMA sum of twins: %1 Gb/s</source>
        <translation>ツインの RDMA 合計：%1 Gb/s</translation>
    </message>
    <message>
        <source>✔ Both twins to %1 carry full RDMA bandwidth.</source>
        <translation>✔ %1 への両方のツインが RDMA の全帯域幅を運んでいます。</translation>
    </message>
    <message>
        <source>%1: transport %2%3, average bus bandwidth %4 GB/s</source>
        <translation>%1：トランスポート %2%3、平均バス帯域幅 %4 GB/s</translation>
    </message>
    <message>
        <source>NCCL</source>
        <translation>NCCL</translation>
    </message>
    <message>
        <source>not in the output (no NCCL_DEBUG=INFO log)</source>
        <translation>出力にありません（NCCL_DEBUG=INFO のログがありません）</translation>
    </message>
    <message>
        <source>✔ No NCCL problem found.</source>
        <translation>✔ NCCL の問題は見つかりませんでした。</translation>
    </message>
    <message>
        <source>All members</source>
        <translation>すべてのメンバー</translation>
    </message>
    <message>
        <source>✘ %1
   Fix: %2</source>
        <translation>✘ %1
   対処：%2</translation>
    </message>
    <message>
        <source>Evidence: %1</source>
        <translation>根拠：%1</translation>
    </message>
    <message>
        <source>Diagnose this Spark…</source>
        <translation>この Spark を診断…</translation>
    </message>
    <message>
        <source>Run the doctor&apos;s checks (Help → Diagnose): MTU, twins, GIDs, link speed, PCIe, the NCCL environment, netplan.</source>
        <translation>診断の確認を実行します（ヘルプ → 診断）：MTU、ツイン、GID、リンク速度、PCIe、NCCL の環境、netplan。</translation>
    </message>
    <message>
        <source>Demo: the tests replay simulated results shaped like a healthy Spark pair; nothing here was measured.</source>
        <translation>デモ：テストは、正常な Spark のペアを模したシミュレーション結果を再生します。ここでは何も測定していません。</translation>
    </message>
    <message>
        <source>✘ The %1 test did not run: %2</source>
        <translation>✘ %1 テストは実行されませんでした：%2</translation>
    </message>
    <message>
        <source>Not started after this failure: %1.</source>
        <translation>この失敗の後、開始しなかったもの：%1。</translation>
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
        <translation>%1: %2 Gb/s（MTU %3）: %4</translation>
    </message>
</context>
<context>
    <name>ThisSparkPage</name>
    <message>
        <source>&lt;span style=&apos;color:#2e9d4f&apos;&gt;■&lt;/span&gt; link up &amp;nbsp; &lt;span style=&apos;color:#4a4f57&apos;&gt;■&lt;/span&gt; no link &amp;nbsp; &lt;span style=&apos;color:#1d7be0&apos;&gt;▢&lt;/span&gt; cable in. Each QSFP port is two PCIe x4 links (twin halves a and b); full speed needs both.</source>
        <translation>&lt;span style=&apos;color:#2e9d4f&apos;&gt;■&lt;/span&gt; リンクあり &amp;nbsp; &lt;span style=&apos;color:#4a4f57&apos;&gt;■&lt;/span&gt; リンクなし &amp;nbsp; &lt;span style=&apos;color:#1d7be0&apos;&gt;▢&lt;/span&gt; ケーブルあり。各 QSFP ポートは 2 本の PCIe x4 リンク（ツインハーフ a と b）で、全速には両方が必要です。</translation>
    </message>
    <message>
        <source>This Spark</source>
        <translation>この Spark</translation>
    </message>
    <message>
        <source>The rear panel of %1. Select a twin half to see its netdev, RDMA device, addresses and GID.</source>
        <translation>%1 の背面パネル。ツインハーフを選ぶと、その netdev、RDMA デバイス、アドレス、GID が表示されます。</translation>
    </message>
</context>
<context>
    <name>TroubleCountersTable</name>
    <message>
        <source>gone</source>
        <translation>消失</translation>
    </message>
    <message>
        <source>P%1·%2</source>
        <translation>P%1·%2</translation>
    </message>
    <message>
        <source>port %1, half %2: %3 (%4)</source>
        <translation>ポート %1、ハーフ %2：%3（%4）</translation>
    </message>
    <message>
        <source>no RDMA device</source>
        <translation>RDMA デバイスなし</translation>
    </message>
    <message>
        <source>%1 in total, +%2 in the last interval</source>
        <translation>合計 %1、直前の間隔で +%2</translation>
    </message>
    <message>
        <source>Retransmit, loss and congestion counters of each RDMA device (hw_counters; mlx5 and soft-RoCE name them differently): total, and the increase over the last interval.</source>
        <translation>各 RDMA デバイスの再送・損失・輻輳カウンター（hw_counters。mlx5 とソフト RoCE では名前が異なります）：合計と、直前の間隔での増加分。</translation>
    </message>
</context>
<context>
    <name>TwinBandwidth</name>
    <message>
        <source>The twin</source>
        <translation>このツイン</translation>
    </message>
    <message>
        <source>%1 carried %2 Gb/s: its PCIe link trained at x%3 instead of x4, so it cannot reach 80 Gb/s.</source>
        <translation>%1 は %2 Gb/s でした。PCIe リンクが x4 ではなく x%3 でリンクしたため、80 Gb/s に届きません。</translation>
    </message>
    <message>
        <source>A BIOS from before 2026-04 wires the second CX-7 controller at PCIe Gen5 x2: update the Spark&apos;s BIOS (the DGX OS firmware update), then test again.</source>
        <translation>2026-04 より前の BIOS は 2 つ目の CX-7 コントローラーを PCIe Gen5 x2 で接続します。Spark の BIOS を更新（DGX OS のファームウェア更新）してから、もう一度テストしてください。</translation>
    </message>
    <message>
        <source>%1 stayed nearly idle (%2 Gb/s) while its twin carried the port: the port tops out near 100 Gb/s.</source>
        <translation>%1 はほぼ遊んでいました（%2 Gb/s）。ツインだけがポートを担っており、ポートは 100 Gb/s 付近が上限になります。</translation>
    </message>
    <message>
        <source>Address and use both twins (each on its own subnet), and name both RDMA devices in NCCL_IB_HCA.</source>
        <translation>両方のツインにアドレスを設定して使い（それぞれ独自のサブネットで）、NCCL_IB_HCA に両方の RDMA デバイスを指定してください。</translation>
    </message>
    <message>
        <source>%1 carried %2 Gb/s although it reports 200G: the CX-7 came up from a stale initialisation.</source>
        <translation>%1 は 200G と報告しているのに %2 Gb/s でした。CX-7 が古い初期化状態のまま起動しています。</translation>
    </message>
    <message>
        <source>Reboot the Spark and test again; if the twin stays at 8-25 Gb/s, shut both Sparks down, unplug them from AC power for at least 60 s, then test again.</source>
        <translation>Spark を再起動してもう一度テストしてください。ツインが 8-25 Gb/s のままなら、両方の Spark をシャットダウンし、AC 電源を 60 s 以上抜いてから、もう一度テストしてください。</translation>
    </message>
    <message>
        <source>%1 carried %2 Gb/s; a healthy twin carries 80 Gb/s or more (about 92-100 Gb/s).</source>
        <translation>%1 は %2 Gb/s でした。正常なツインは 80 Gb/s 以上（約 92-100 Gb/s）を運びます。</translation>
    </message>
    <message>
        <source>Check the MTU (9000), the cable and the GID index; run with several QPs (-q 4).</source>
        <translation>MTU（9000）、ケーブル、GID インデックスを確認してください。複数の QP（-q 4）で実行してください。</translation>
    </message>
</context>
<context>
    <name>TwinHalfButton</name>
    <message>
        <source>No beacon came from this half.</source>
        <translation>このハーフからビーコンが届いていません。</translation>
    </message>
    <message>
        <source>This Spark has no CX-7 function for port %1, half %2.</source>
        <translation>この Spark にはポート %1、ハーフ %2 の CX-7 ファンクションがありません。</translation>
    </message>
    <message>
        <source>Port %1, twin half %2</source>
        <translation>ポート %1、ツインハーフ %2</translation>
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
        <translation>%1 · なし</translation>
    </message>
    <message>
        <source>%1 · not seen</source>
        <translation>%1 · 未検出</translation>
    </message>
    <message>
        <source>up</source>
        <translation>有効</translation>
    </message>
    <message>
        <source>no link</source>
        <translation>リンクなし</translation>
    </message>
    <message>
        <source>absent</source>
        <translation>なし</translation>
    </message>
    <message>
        <source>not seen</source>
        <translation>未検出</translation>
    </message>
</context>
<context>
    <name>VerbsRdmaSource</name>
    <message>
        <source>rdma-core lists no devices: %1</source>
        <translation>rdma-core がデバイスを 1 つも表示しません：%1</translation>
    </message>
</context>
<context>
    <name>VerifyBandwidth</name>
    <message>
        <source>the RDMA test stopped before every twin was measured (the dashboard&apos;s Tests panel says why)</source>
        <translation>すべてのツインを測る前に RDMA テストが止まりました（理由はダッシュボードのテストパネルに表示されます）</translation>
    </message>
    <message>
        <source>this Spark has no RDMA device on an addressed CX-7 twin</source>
        <translation>この Spark には、アドレスの付いた CX-7 ツインに RDMA デバイスがありません</translation>
    </message>
</context>
<context>
    <name>VerifyJson</name>
    <message>
        <source>more than %1 bytes</source>
        <translation>%1 バイトを超えています</translation>
    </message>
    <message>
        <source>not a JSON list</source>
        <translation>JSON リストではありません</translation>
    </message>
    <message>
        <source>more than %1 entries</source>
        <translation>エントリが %1 個を超えています</translation>
    </message>
    <message>
        <source>a check needs exactly netdev, peer_address and mtu</source>
        <translation>確認項目には netdev、peer_address、mtu だけが必要です</translation>
    </message>
    <message>
        <source>a check names no netdev</source>
        <translation>確認項目に netdev がありません</translation>
    </message>
    <message>
        <source>a check&apos;s peer address is not an IPv4 address</source>
        <translation>確認項目のピアアドレスが IPv4 アドレスではありません</translation>
    </message>
    <message>
        <source>a check&apos;s MTU is not %1 to %2</source>
        <translation>確認項目の MTU が %1～%2 ではありません</translation>
    </message>
    <message>
        <source>a result needs exactly netdev, check, ok and detail</source>
        <translation>結果には netdev、check、ok、detail だけが必要です</translation>
    </message>
    <message>
        <source>a result names no netdev</source>
        <translation>結果に netdev がありません</translation>
    </message>
    <message>
        <source>a result of an unknown check</source>
        <translation>不明な確認項目の結果</translation>
    </message>
</context>
<context>
    <name>VerifyLaunchPaths</name>
    <message>
        <source>Launch paths</source>
        <translation>起動経路</translation>
    </message>
    <message>
        <source>TCP to %1: torch 29500, Ray 6379, vLLM 8000</source>
        <translation>%1 への TCP：torch 29500、Ray 6379、vLLM 8000</translation>
    </message>
    <message>
        <source>node 1</source>
        <translation>ノード 1</translation>
    </message>
    <message>
        <source>checking…</source>
        <translation>確認中…</translation>
    </message>
    <message>
        <source>Launch path</source>
        <translation>起動経路</translation>
    </message>
    <message>
        <source>✔ every port answers (refused is fine: nothing listens yet)</source>
        <translation>✔ すべてのポートが応答しました（拒否でも問題ありません：まだ何も待ち受けていません）</translation>
    </message>
    <message>
        <source>✘ %1 Fix: %2</source>
        <translation>✘ %1 対処：%2</translation>
    </message>
    <message>
        <source>Launch paths of %1: ✔ %2</source>
        <translation>%1 の起動経路：✔ %2</translation>
    </message>
    <message>
        <source>Launch paths of %1: ✘ %2
Fix: %3
Measured: %4</source>
        <translation>%1 の起動経路：✘ %2
対処：%3
測定値：%4</translation>
    </message>
</context>
<context>
    <name>VerifyPage</name>
    <message>
        <source>&amp;Check again</source>
        <translation>もう一度確認(&amp;C)</translation>
    </message>
    <message>
        <source>Run the &amp;tests on the dashboard</source>
        <translation>ダッシュボードでテストを実行(&amp;T)</translation>
    </message>
    <message>
        <source>Checks of every member&apos;s twins</source>
        <translation>各メンバーのツインの確認</translation>
    </message>
    <message>
        <source>Member / twin</source>
        <translation>メンバー / ツイン</translation>
    </message>
    <message>
        <source>Check</source>
        <translation>確認項目</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>結果</translation>
    </message>
    <message>
        <source>Opens the live dashboard (RoCE throughput per twin, the trouble counters, every cable of the cluster) and runs the TCP, RDMA and NCCL tests there.</source>
        <translation>ライブダッシュボード（ツインごとの RoCE スループット、障害カウンター、クラスターのすべてのケーブル）を開き、そこで TCP、RDMA、NCCL のテストを実行します。</translation>
    </message>
    <message>
        <source>Verify</source>
        <translation>検証</translation>
    </message>
    <message>
        <source>A link that is up is not a link that works: the GID, the MTU and an unfragmented 9000-byte ping on every twin of every Spark, then the tests.</source>
        <translation>リンクが有効でも、使えるとは限りません。すべての Spark のすべてのツインで GID、MTU、断片化しない 9000 バイトの ping を確認し、その後テストします。</translation>
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
        <translation>断片化しない ping</translation>
    </message>
    <message>
        <source>There is no plan yet: go back to the addressing plan.</source>
        <translation>まだプランがありません。アドレス計画に戻ってください。</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1：%2</translation>
    </message>
    <message>
        <source>%1: not checked again (%2); shown: its checks during the apply</source>
        <translation>%1：再確認されていません（%2）。表示しているのは適用中の確認結果です</translation>
    </message>
    <message>
        <source>%1: stopped before it answered</source>
        <translation>%1：応答する前に停止しました</translation>
    </message>
    <message>
        <source>%1 (node %2, this Spark)</source>
        <translation>%1（ノード %2、この Spark）</translation>
    </message>
    <message>
        <source>%1 (node %2)</source>
        <translation>%1（ノード %2）</translation>
    </message>
    <message>
        <source>checking…</source>
        <translation>確認中…</translation>
    </message>
    <message>
        <source>not checked</source>
        <translation>未確認</translation>
    </message>
    <message>
        <source>✔ %1</source>
        <translation>✔ %1</translation>
    </message>
    <message>
        <source>✘ %1 Fix: %2</source>
        <translation>✘ %1 対処：%2</translation>
    </message>
    <message numerus="yes">
        <source>Checking every twin of %n Spark(s)…</source>
        <translation>
            <numerusform>Spark %n 台のすべてのツインを確認中…</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>✘ %n check(s) failed: each says why and how to fix it. Fix them, then check again.</source>
        <translation>
            <numerusform>✘ %n 件の確認に失敗しました。それぞれに理由と対処法が示されています。直してからもう一度確認してください。</numerusform>
        </translation>
    </message>
    <message>
        <source>✘ Not every Spark could check its twins.</source>
        <translation>✘ すべての Spark がツインを確認できたわけではありません。</translation>
    </message>
    <message>
        <source>✔ Every twin of every Spark is ready for RDMA (demo: simulated checks). Run the tests on the dashboard: moving counters and recorded results.</source>
        <translation>✔ すべての Spark のすべてのツインが RDMA の準備ができています（デモ：シミュレートした確認）。ダッシュボードでテストを実行してください：動くカウンターと記録済みの結果です。</translation>
    </message>
    <message>
        <source>✔ Every twin of every Spark is ready for RDMA. Run the tests on the dashboard to see what the link carries.</source>
        <translation>✔ すべての Spark のすべてのツインが RDMA の準備ができています。ダッシュボードでテストを実行し、リンクが実際に運べる量を確かめてください。</translation>
    </message>
    <message>
        <source>&amp;Export bundle…</source>
        <translation>バンドルをエクスポート(&amp;E)…</translation>
    </message>
    <message>
        <source>Writes the cluster&apos;s signed config bundle (netplans, NCCL environment, launchers, SSH, Ansible, test results) for the tools you run on it.</source>
        <translation>クラスターで実行するツール向けに、クラスターの署名付き構成バンドル（netplan、NCCL の環境、起動スクリプト、SSH、Ansible、テスト結果）を書き出します。</translation>
    </message>
    <message>
        <source>Set up passwordless &amp;SSH</source>
        <translation>パスワードなし SSH を設定(&amp;S)</translation>
    </message>
    <message>
        <source>Passwordless SSH both ways with every member, at its planned address on its link to this Spark (each member&apos;s person is asked). mpirun needs it for the NCCL test.</source>
        <translation>各メンバーと双方向のパスワードなし SSH を、この Spark へのリンク上の計画アドレスで設定します（各メンバーの担当者に確認します）。NCCL テストの mpirun に必要です。</translation>
    </message>
    <message>
        <source>SSH is set up here once the plan is in force: apply and keep it first (the members&apos; planned addresses are what SSH uses).</source>
        <translation>SSH はプランが有効になってからここで設定します。先に適用して維持してください（SSH はメンバーの計画アドレスを使います）。</translation>
    </message>
    <message>
        <source>%1 on %2: ✔ %3</source>
        <translation>%2 の%1：✔ %3</translation>
    </message>
    <message>
        <source>%1 on %2: ✘ %3
Fix: %4
Measured: %5</source>
        <translation>%2 の%1：✘ %3
対処：%4
測定値：%5</translation>
    </message>
    <message>
        <source>check again</source>
        <translation>もう一度確認</translation>
    </message>
    <message>
        <source>RDMA bandwidth</source>
        <translation>RDMA 帯域幅</translation>
    </message>
    <message>
        <source>ib_write_bw, 4 QPs, %1 s per twin</source>
        <translation>ib_write_bw、4 QP、ツインごとに %1 s</translation>
    </message>
    <message>
        <source>skipped: %1</source>
        <translation>スキップ: %1</translation>
    </message>
    <message>
        <source>measuring…</source>
        <translation>測定中…</translation>
    </message>
    <message>
        <source>✘ %1</source>
        <translation>✘ %1</translation>
    </message>
    <message>
        <source>Bandwidth</source>
        <translation>帯域幅</translation>
    </message>
    <message>
        <source>%1 Gb/s, %2</source>
        <translation>%1 Gb/s、%2</translation>
    </message>
    <message>
        <source>Bandwidth on %1: ✘ %2
Fix: %3
Measured: %4</source>
        <translation>%1 の帯域幅: ✘ %2
対処: %3
測定値: %4</translation>
    </message>
    <message>
        <source>Bandwidth on %1: ✔ %2</source>
        <translation>%1 の帯域幅: ✔ %2</translation>
    </message>
    <message>
        <source>Every check passed; measuring what each twin carries (%1 s)…</source>
        <translation>すべてのチェックに合格しました。各ツインが運べる量を測定しています（%1 s）…</translation>
    </message>
</context>
<context>
    <name>WelcomePage</name>
    <message>
        <source>&lt;p&gt;Sparkwire joins two or more DGX Sparks into one cluster over their ConnectX-7 200GbE ports. It will:&lt;/p&gt;&lt;ol&gt;&lt;li&gt;show how this Spark&apos;s QSFP ports and their twin halves are cabled;&lt;/li&gt;&lt;li&gt;find the other Spark and pair with it;&lt;/li&gt;&lt;li&gt;plan the addresses (one subnet per twin, MTU 9000), show you the netplan file, and apply it with an automatic way back;&lt;/li&gt;&lt;li&gt;set up passwordless SSH between the Sparks;&lt;/li&gt;&lt;li&gt;prove the link with RDMA and NCCL tests, and keep a live bandwidth dashboard.&lt;/li&gt;&lt;/ol&gt;&lt;p&gt;&lt;b&gt;You need:&lt;/b&gt; a second DGX Spark, an approved QSFP cable between the same port on both (usually port 1, the outermost), and an administrator password for the network change.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Sparkwire は 2 台以上の DGX Spark を ConnectX-7 200GbE ポートで 1 つのクラスターにまとめます。次のことを行います：&lt;/p&gt;&lt;ol&gt;&lt;li&gt;この Spark の QSFP ポートとそのツインハーフの配線を表示する。&lt;/li&gt;&lt;li&gt;もう一方の Spark を見つけてペアリングする。&lt;/li&gt;&lt;li&gt;アドレスを計画し（ツインごとに 1 つのサブネット、MTU 9000）、netplan ファイルを示し、自動で戻せる方法で適用する。&lt;/li&gt;&lt;li&gt;Spark 間にパスワードなしの SSH を設定する。&lt;/li&gt;&lt;li&gt;RDMA と NCCL のテストでリンクを実証し、ライブの帯域幅ダッシュボードを表示する。&lt;/li&gt;&lt;/ol&gt;&lt;p&gt;&lt;b&gt;必要なもの：&lt;/b&gt;2 台目の DGX Spark、両方の同じポート（通常はいちばん外側のポート 1）をつなぐ認定 QSFP ケーブル、ネットワーク変更のための管理者パスワード。&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Welcome</source>
        <translation>ようこそ</translation>
    </message>
    <message>
        <source>Two Sparks, one cable, a few minutes.</source>
        <translation>Spark 2 台、ケーブル 1 本、数分で完了。</translation>
    </message>
    <message>
        <source>This Spark (%1): %2 ConnectX-7 twin halves, %3 of them with a link.</source>
        <translation>この Spark（%1）：ConnectX-7 ツインハーフ %2 個、うちリンクあり %3 個。</translation>
    </message>
    <message>
        <source>This is a demo: the Spark is simulated and nothing on this computer will be changed.</source>
        <translation>これはデモです。Spark はシミュレートしたもので、このコンピューター上のものは何も変更されません。</translation>
    </message>
    <message>
        <source>Demo scenario</source>
        <translation>デモのシナリオ</translation>
    </message>
    <message>
        <source>Healthy Spark &amp;pair</source>
        <translation>正常な Spark のペア(&amp;P)</translation>
    </message>
    <message>
        <source>&amp;Classic faults (for learning the diagnoses)</source>
        <translation>典型的な障害（診断を学ぶため）(&amp;C)</translation>
    </message>
    <message>
        <source>MTU 1500, an unaddressed idle twin, cloud-init&apos;s file overriding a CX-7 netdev, and NCCL on the 1GbE management port: see what Review, Help → Diagnose and the dashboard&apos;s tests say.</source>
        <translation>MTU 1500、アドレスがなく使われていないツイン、CX-7 の netdev を上書きする cloud-init のファイル、そして 1GbE 管理ポートを通る NCCL：確認、ヘルプ → 診断、ダッシュボードのテストが何と言うかを見てください。</translation>
    </message>
    <message>
        <source>&amp;Restart the demo with this scenario</source>
        <translation>このシナリオでデモを再起動(&amp;R)</translation>
    </message>
    <message>
        <source>%1 is configuring this Spark&apos;s cluster.</source>
        <translation>%1 がこの Spark のクラスターを構成しています。</translation>
    </message>
    <message>
        <source>This Spark is a member of %1&apos;s cluster.</source>
        <translation>この Spark は %1 のクラスターのメンバーです。</translation>
    </message>
    <message numerus="yes">
        <source>This Spark keeps a cluster of %n Spark(s): check it, or change it.</source>
        <translation>
            <numerusform>この Spark は %n 台の Spark からなるクラスターを保持しています。確認するか、変更してください。</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 (node %2, this Spark)</source>
        <translation>%1（ノード %2、この Spark）</translation>
    </message>
    <message>
        <source>%1 (node %2)</source>
        <translation>%1（ノード %2）</translation>
    </message>
    <message numerus="yes">
        <source>This Spark keeps the cluster %1 of %n Spark(s), configured from here and kept on every member: %2. Review and Apply show its plan as it is now; Verify checks every link again.</source>
        <translation>
            <numerusform>この Spark は %n 台の Spark からなるクラスター %1 を保持しています。ここから構成され、すべてのメンバーで保持されています：%2。「確認」と「適用」で現在のプランを表示し、「検証」ですべてのリンクを再確認します。</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>WizardFrame</name>
    <message>
        <source>&amp;Back</source>
        <translation>戻る(&amp;B)</translation>
    </message>
    <message>
        <source>&amp;Next</source>
        <translation>次へ(&amp;N)</translation>
    </message>
    <message>
        <source>Steps</source>
        <translation>ステップ</translation>
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
        <translation>インデントと値の区切りにはスペースを使ってください</translation>
    </message>
    <message>
        <source>save the file with Unix line endings (LF, not CRLF or CR)</source>
        <translation>ファイルを Unix の改行（CRLF や CR ではなく LF）で保存してください</translation>
    </message>
    <message>
        <source>replace it with a plain line break or remove it</source>
        <translation>普通の改行に置き換えるか、削除してください</translation>
    </message>
    <message>
        <source>save the file as UTF-8 without a byte order mark</source>
        <translation>ファイルを BOM なしの UTF-8 で保存してください</translation>
    </message>
    <message>
        <source>remove it</source>
        <translation>削除してください</translation>
    </message>
    <message>
        <source>line %1, column %2: %3 is not allowed (YAML readers disagree on it); %4</source>
        <translation>%1 行 %2 列：%3 は使えません（YAML リーダーによって解釈が異なります）。%4</translation>
    </message>
    <message numerus="yes">
        <source>%n more such characters</source>
        <translation>
            <numerusform>同様の文字がさらに %n 個</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>main</name>
    <message>
        <source>No ConnectX-7 ports</source>
        <translation>ConnectX-7 ポートがありません</translation>
    </message>
    <message>
        <source>Sparkwire found no ConnectX-7 port under %1. This computer is not a DGX Spark, or its mlx5_core driver is not loaded.</source>
        <translation>Sparkwire は %1 の下に ConnectX-7 ポートを見つけられませんでした。このコンピューターは DGX Spark ではないか、mlx5_core ドライバーが読み込まれていません。</translation>
    </message>
    <message>
        <source>You can explore Sparkwire with a simulated Spark instead. Nothing on this computer is changed in the demo.</source>
        <translation>代わりにシミュレートした Spark で Sparkwire を試せます。デモではこのコンピューター上のものは何も変更されません。</translation>
    </message>
    <message>
        <source>Start the &amp;demo</source>
        <translation>デモを開始(&amp;D)</translation>
    </message>
    <message>
        <source>Cluster DGX Sparks over their ConnectX-7 ports.</source>
        <translation>DGX Spark を ConnectX-7 ポートでクラスター化します。</translation>
    </message>
    <message>
        <source>Read hardware from DIR instead of /sys.</source>
        <translation>/sys の代わりに DIR からハードウェアを読み込みます。</translation>
    </message>
    <message>
        <source>Demo unavailable</source>
        <translation>デモを利用できません</translation>
    </message>
    <message>
        <source>Peer discovery is off: %1</source>
        <translation>ピア検出はオフです：%1</translation>
    </message>
    <message>
        <source>Starting Sparkwire: reading this node&apos;s key (the desktop keyring may ask for its password)…</source>
        <translation>Sparkwire を起動中：このノードの鍵を読み込んでいます（デスクトップのキーリングがパスワードを求めることがあります）…</translation>
    </message>
    <message>
        <source>Show the window in LANG (one of: %1) instead of the language chosen in the settings or the desktop&apos;s.</source>
        <translation>設定で選んだ言語やデスクトップの言語の代わりに、LANG（%1 のいずれか）でウィンドウを表示します。</translation>
    </message>
    <message>
        <source>sparkwire: there is no language &apos;%1&apos;; choose one of: %2</source>
        <translation>sparkwire: 言語 &apos;%1&apos; はありません。次から選んでください：%2</translation>
    </message>
    <message>
        <source>Run against a simulated Spark; change nothing. --demo=faults: one with the classic faults, for learning the diagnoses.</source>
        <translation>シミュレートされた Spark に対して実行し、何も変更しません。--demo=faults：典型的な障害を持つ Spark で、診断を学ぶためのものです。</translation>
    </message>
    <message>
        <source>This window does not answer other Sparks (pairing, cluster changes): port %1 is taken, most likely by `sparkwirectl agent`, which answers them instead. Once it stops, this window answers them. (%2)</source>
        <translation>このウィンドウは他の Spark（ペアリング、クラスターの変更）に応答しません：ポート %1 が使用中で、おそらく `sparkwirectl agent` が代わりに応答しています。それが停止すると、このウィンドウが応答します。（%2）</translation>
    </message>
    <message>
        <source>This window answers other Sparks now: port %1 came free.</source>
        <translation>このウィンドウが他の Spark に応答するようになりました：ポート %1 が空きました。</translation>
    </message>
</context>
<context>
    <name>sparkwire::bench::LaunchPathCheck</name>
    <message>
        <source>no answer from %1 port %2 (%3) within %4 ms: a firewall on the head or on the path drops it; allow TCP port %2 from the fabric subnet on the head</source>
        <translation>%4 ms 以内に %1 のポート %2（%3）から応答がありません。ヘッド上または経路上のファイアウォールが破棄しています。ヘッドでファブリックのサブネットからの TCP ポート %2 を許可してください</translation>
    </message>
    <message>
        <source>%1 is not an IPv4 address</source>
        <translation>%1 は IPv4 アドレスではありません</translation>
    </message>
    <message>
        <source>connected: %1 listens on port %2</source>
        <translation>接続しました：%1 はポート %2 で待ち受けています</translation>
    </message>
    <message>
        <source>refused: the path to %1 port %2 is open, nothing listens there yet</source>
        <translation>拒否されました：%1 のポート %2 への経路は通っています。まだ何も待ち受けていません</translation>
    </message>
    <message>
        <source>this Spark&apos;s own firewall does not let it connect to %1 port %2; allow outgoing TCP port %2 on the fabric</source>
        <translation>この Spark 自身のファイアウォールが %1 のポート %2 への接続を許しません。ファブリックで送信 TCP ポート %2 を許可してください</translation>
    </message>
    <message>
        <source>no answer from %1 port %2: a firewall on the head or on the path drops it; allow TCP port %2 from the fabric subnet on the head</source>
        <translation>%1 のポート %2 から応答がありません。ヘッド上または経路上のファイアウォールが破棄しています。ヘッドでファブリックのサブネットからの TCP ポート %2 を許可してください</translation>
    </message>
    <message>
        <source>%1 cannot be reached (%2) and no netdev here routes to it: the head&apos;s address is not on this Spark&apos;s fabric subnets; apply the cluster plan again</source>
        <translation>%1 に到達できず（%2）、ここにはそこへ向かう netdev がありません。ヘッドのアドレスがこの Spark のファブリックのサブネットにありません。クラスタープランをもう一度適用してください</translation>
    </message>
    <message>
        <source>%1 cannot be reached through %2 (%3): wrong address or cable, or the head rejects it with an ICMP error; check the cable on %2 and that the head holds %1</source>
        <translation>%2 経由で %1 に到達できません（%3）。アドレスかケーブルの誤り、またはヘッドが ICMP エラーで拒否しています。%2 のケーブルと、ヘッドが %1 を持っているかを確認してください</translation>
    </message>
</context>
<context>
    <name>sparkwire::bench::LinkChecks</name>
    <message>
        <source>%1 bytes unfragmented to %2: replies</source>
        <translation>%2 への断片化しない %1 バイト：応答あり</translation>
    </message>
    <message>
        <source>%1 cannot send %2-byte packets unfragmented: the MTU is smaller somewhere on this side.</source>
        <translation>%1 は %2 バイトのパケットを断片化せずに送れません。こちら側のどこかで MTU が小さくなっています。</translation>
    </message>
    <message>
        <source>No reply to %1-byte unfragmented pings from %2 on %3: the peer&apos;s MTU is smaller, or it is not reachable on this twin.</source>
        <translation>%3 で %2 からの断片化しない %1 バイトの ping に応答がありません。ピアの MTU が小さいか、このツインではピアに到達できません。</translation>
    </message>
    <message>
        <source>Set mtu: 9000 on this twin on both Sparks (and on the switch port), then check again; if small pings fail too, check the cable and the addresses.</source>
        <translation>両方の Spark のこのツインに（スイッチポートにも）mtu: 9000 を設定してから、もう一度確認してください。小さい ping も失敗する場合は、ケーブルとアドレスを確認してください。</translation>
    </message>
    <message>
        <source>The ping on %1 did not run.</source>
        <translation>%1 での ping は実行されませんでした。</translation>
    </message>
    <message>
        <source>Is iputils-ping installed, and the netdev up?</source>
        <translation>iputils-ping はインストールされていますか？netdev は有効ですか？</translation>
    </message>
    <message>
        <source>RoCE v2 IPv4 GID at index %1</source>
        <translation>RoCE v2 IPv4 GID はインデックス %1</translation>
    </message>
    <message>
        <source>no RoCE v2 IPv4 GID</source>
        <translation>RoCE v2 IPv4 GID なし</translation>
    </message>
    <message>
        <source>%1 has no RoCE v2 GID for an IPv4 address: RDMA and NCCL cannot use it.</source>
        <translation>%1 には IPv4 アドレス用の RoCE v2 GID がありません。RDMA と NCCL はこれを使えません。</translation>
    </message>
    <message>
        <source>%1 GID entries, none RoCE v2 + IPv4</source>
        <translation>GID エントリ %1 個、RoCE v2 + IPv4 のものはなし</translation>
    </message>
    <message>
        <source>no such netdev</source>
        <translation>そのような netdev はありません</translation>
    </message>
    <message>
        <source>Apply the plan so the twin has its IPv4 address; the GID follows within a second.</source>
        <translation>ツインに IPv4 アドレスが付くようにプランを適用してください。GID は 1 秒以内に続いて現れます。</translation>
    </message>
    <message>
        <source>MTU %1</source>
        <translation>MTU %1</translation>
    </message>
    <message>
        <source>%1 has MTU %2, not %3: RoCE then runs with 1024-byte frames.</source>
        <translation>%1 の MTU は %3 ではなく %2 です。RoCE は 1024 バイトのフレームで動作します。</translation>
    </message>
    <message>
        <source>Apply the plan (mtu: 9000) on both Sparks.</source>
        <translation>両方の Spark でプラン（mtu: 9000）を適用してください。</translation>
    </message>
</context>
<context>
    <name>sparkwire::bench::NcclRunner</name>
    <message>
        <source>%1 not found on PATH or in ~/nccl-tests/build; build nccl-tests or give its path</source>
        <translation>%1 が PATH にも ~/nccl-tests/build にも見つかりません。nccl-tests をビルドするか、そのパスを指定してください</translation>
    </message>
    <message>
        <source>cannot start %1: %2</source>
        <translation>%1 を開始できません：%2</translation>
    </message>
</context>
<context>
    <name>sparkwire::bench::NetworkLinkTests</name>
    <message>
        <source>TCP on every twin to %1</source>
        <translation>%1 へのすべてのツインでの TCP</translation>
    </message>
    <message>
        <source>ib_write_bw on every twin to %1: %2 Gb/s</source>
        <translation>%1 へのすべてのツインでの ib_write_bw：%2 Gb/s</translation>
    </message>
    <message>
        <source>NCCL all_gather</source>
        <translation>NCCL all_gather</translation>
    </message>
    <message>
        <source>nccl-tests exited with status %1</source>
        <translation>nccl-tests が状態 %1 で終了しました</translation>
    </message>
    <message>
        <source>No paired member found yet: cable the other Spark and let it run Sparkwire.</source>
        <translation>ペアリング済みのメンバーがまだ見つかりません。もう一方の Spark をケーブルで接続し、Sparkwire を実行させてください。</translation>
    </message>
    <message>
        <source>%1 is not on the cables now.</source>
        <translation>%1 は現在ケーブルでつながっていません。</translation>
    </message>
    <message>
        <source>Asking %1 for test servers…</source>
        <translation>%1 にテストサーバーを問い合わせ中…</translation>
    </message>
    <message>
        <source>Asking %1 for ib_write_bw servers…</source>
        <translation>%1 に ib_write_bw サーバーを問い合わせ中…</translation>
    </message>
    <message>
        <source>Starting nccl-tests…</source>
        <translation>nccl-tests を開始中…</translation>
    </message>
    <message>
        <source>Starting nccl-tests… Warning: %1</source>
        <translation>nccl-tests を開始しています… 警告: %1</translation>
    </message>
</context>
<context>
    <name>sparkwire::bench::PeerTestServers</name>
    <message numerus="yes">
        <source>%1 runs a %2 s %3 test against %n server(s).</source>
        <translation>
            <numerusform>%1 が %n 台のサーバーに対して %2 秒の %3 テストを実行します。</numerusform>
        </translation>
    </message>
    <message>
        <source>This node stopped serving tests.</source>
        <translation>このノードはテストの提供を停止しました。</translation>
    </message>
    <message>
        <source>Unknown test server: %1</source>
        <translation>不明なテストサーバー：%1</translation>
    </message>
    <message>
        <source>Another test took the servers.</source>
        <translation>別のテストがサーバーを使っています。</translation>
    </message>
</context>
<context>
    <name>sparkwire::bench::RdmaLinkTest</name>
    <message>
        <source>ib_write_bw stopped: %1</source>
        <translation>ib_write_bw が停止しました：%1</translation>
    </message>
    <message>
        <source>no output</source>
        <translation>出力なし</translation>
    </message>
    <message>
        <source>no twin to test</source>
        <translation>テストするツインがありません</translation>
    </message>
    <message>
        <source>%1 printed no figure in the test&apos;s %2 s: nothing was measured on this twin.</source>
        <translation>%1 はテストの %2 秒間に数値を一つも出力しませんでした：このツインでは何も測定されていません。</translation>
    </message>
    <message>
        <source>ib_write_bw printed no result line</source>
        <translation>ib_write_bw は結果行を出力しませんでした</translation>
    </message>
    <message>
        <source>Run the test again for longer (--duration); if it stays empty, run ib_write_bw by hand on both Sparks and read its own words.</source>
        <translation>より長い時間でテストを再実行してください（--duration）。それでも空なら、両方の Spark で ib_write_bw を手動で実行し、その出力を読んでください。</translation>
    </message>
</context>
<context>
    <name>sparkwire::bench::ResultKeeper</name>
    <message>
        <source>TCP (iperf3) to %1, per twin</source>
        <translation>%1 への TCP（iperf3）、ツインごと</translation>
    </message>
    <message>
        <source>RDMA write bandwidth to %1, per twin</source>
        <translation>%1 への RDMA 書き込み帯域幅、ツインごと</translation>
    </message>
    <message>
        <source>Cannot create %1 to keep the test result.</source>
        <translation>テスト結果を保存するための %1 を作成できません。</translation>
    </message>
</context>
<context>
    <name>sparkwire::bench::TcpLinkTest</name>
    <message>
        <source>no result from %1</source>
        <translation>%1 から結果がありません</translation>
    </message>
</context>
<context>
    <name>sparkwire::bench::TestServers</name>
    <message>
        <source>A %1 test server did not start listening within %2 s.</source>
        <translation>%1 のテストサーバーが %2 秒以内に待ち受けを開始しませんでした。</translation>
    </message>
    <message>
        <source>No twin here has an RDMA device with a link, an IPv4 address and its RoCE v2 GID.</source>
        <translation>ここには、リンク、IPv4 アドレス、RoCE v2 GID を持つ RDMA デバイスのツインがありません。</translation>
    </message>
    <message>
        <source>No CX-7 netdev here has a link and an IPv4 address.</source>
        <translation>ここには、リンクと IPv4 アドレスを持つ CX-7 netdev がありません。</translation>
    </message>
    <message>
        <source>%1 test server could not start: %2</source>
        <translation>%1 のテストサーバーを開始できませんでした：%2</translation>
    </message>
    <message>
        <source>ib_write_bw could not serve here: %1</source>
        <translation>ここでは ib_write_bw を提供できませんでした：%1</translation>
    </message>
    <message>
        <source>The TCP test server could not serve here: %1</source>
        <translation>ここでは TCP テストサーバーを提供できませんでした：%1</translation>
    </message>
    <message>
        <source>no output</source>
        <translation>出力なし</translation>
    </message>
</context>
<context>
    <name>sparkwire::bundle::BundleExportJob</name>
    <message>
        <source>Reading the state of every member of %1…</source>
        <translation>%1 のすべてのメンバーの状態を読み取っています…</translation>
    </message>
    <message>
        <source>Cancelled: no bundle was written.</source>
        <translation>キャンセルしました：バンドルは書き込まれていません。</translation>
    </message>
    <message>
        <source>Writing the bundle…</source>
        <translation>バンドルを書き込んでいます…</translation>
    </message>
    <message>
        <source>the members&apos; cabling is no longer the cluster&apos;s record. Check the cables, or apply the cluster again.</source>
        <translation>メンバーの配線がクラスター記録と一致しなくなっています。ケーブルを確認するか、クラスターをもう一度適用してください。</translation>
    </message>
</context>
<context>
    <name>sparkwire::cluster::ForeignChangeWatch</name>
    <message>
        <source>is at MTU %1 (the kept plan: %2)</source>
        <translation>の MTU が %1 です（保持したプラン：%2）</translation>
    </message>
    <message>
        <source>has lost its address %1</source>
        <translation>のアドレス %1 がなくなりました</translation>
    </message>
    <message>
        <source>has %1 instead of %2</source>
        <translation>が %2 ではなく %1 になっています</translation>
    </message>
    <message>
        <source>has %1 besides the kept plan&apos;s %2</source>
        <translation>に保持したプランの %2 のほか %1 があります</translation>
    </message>
    <message>
        <source> and </source>
        <translation>、また</translation>
    </message>
    <message>
        <source>/%1 (%2)</source>
        <translation>/%1（%2）</translation>
    </message>
    <message>
        <source>configured by %1</source>
        <translation>%1 が設定しています</translation>
    </message>
    <message>
        <source>perhaps configured by %1 (it cannot be read here)</source>
        <translation>%1 が設定している可能性があります（ここでは読めません）</translation>
    </message>
    <message>
        <source>no netplan file but Sparkwire&apos;s configures it: changed by hand or by a tool outside netplan</source>
        <translation>Sparkwire のもの以外にそれを設定する netplan ファイルはありません：手作業か netplan 以外のツールで変更されました</translation>
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
        <translation>時間内に応答がありません</translation>
    </message>
    <message>
        <source>no answer in time: %1</source>
        <translation>時間内に応答がありません：%1</translation>
    </message>
    <message>
        <source>the cluster record has no node 1</source>
        <translation>クラスター記録にノード 1 がありません</translation>
    </message>
    <message>
        <source>not cabled to %1: its launchers reach the head only through another Spark, which this check does not cover</source>
        <translation>%1 とケーブルで接続されていません。そのランチャーは別の Spark を経由してしかヘッドに届かず、この確認の対象外です</translation>
    </message>
    <message>
        <source>no planned address of it on the links to this Spark</source>
        <translation>この Spark へのリンク上に、その計画アドレスがありません</translation>
    </message>
    <message>
        <source>not reached: %1</source>
        <translation>到達できません：%1</translation>
    </message>
    <message>
        <source>no longer paired with this Spark</source>
        <translation>この Spark とのペアリングが解除されています</translation>
    </message>
    <message>
        <source>refused: %1</source>
        <translation>拒否されました：%1</translation>
    </message>
    <message>
        <source>an answer that cannot be read: %1</source>
        <translation>読み取れない応答：%1</translation>
    </message>
</context>
<context>
    <name>sparkwire::cluster::LaunchPathService</name>
    <message>
        <source>not paired</source>
        <translation>ペアリングされていません</translation>
    </message>
    <message>
        <source>%1 keeps no cluster record: %2</source>
        <translation>%1 はクラスター記録を保持していません：%2</translation>
    </message>
    <message>
        <source>%1&apos;s kept cluster was planned by another Spark</source>
        <translation>%1 が保持するクラスターは別の Spark が計画したものです</translation>
    </message>
    <message>
        <source>%1 runs %2 launch-path checks already</source>
        <translation>%1 はすでに %2 件の起動経路の確認を実行中です</translation>
    </message>
</context>
<context>
    <name>sparkwire::cluster::MemberService</name>
    <message>
        <source>not paired</source>
        <translation>ペアリングされていません</translation>
    </message>
    <message>
        <source>this Spark&apos;s helper is not there</source>
        <translation>この Spark のヘルパーがありません</translation>
    </message>
    <message>
        <source>Refused a cluster request from %1: %2</source>
        <translation>%1 からのクラスター要求を拒否しました：%2</translation>
    </message>
    <message>
        <source>refused by %1: %2</source>
        <translation>%1 が拒否しました：%2</translation>
    </message>
    <message>
        <source>its state is larger than %1 bytes</source>
        <translation>状態が %1 バイトを超えています</translation>
    </message>
    <message>
        <source>not a valid try: %1</source>
        <translation>有効な試行ではありません：%1</translation>
    </message>
    <message>
        <source>a change from %1 is already pending here</source>
        <translation>%1 からの変更が既にここで保留中です</translation>
    </message>
    <message>
        <source>the cluster record does not name this Spark as a member</source>
        <translation>クラスター記録にこの Spark がメンバーとして記載されていません</translation>
    </message>
    <message>
        <source>the cluster record does not name %1 as its seat and a member</source>
        <translation>クラスター記録に %1 が操作側かつメンバーとして記載されていません</translation>
    </message>
    <message>
        <source>%1 is already exactly this.</source>
        <translation>%1 は既にまったくこのとおりです。</translation>
    </message>
    <message>
        <source>%1 (now)</source>
        <translation>%1（現在）</translation>
    </message>
    <message>
        <source>%1 (new)</source>
        <translation>%1（新規）</translation>
    </message>
    <message>
        <source>nobody is here to ask</source>
        <translation>確認できる人がここにいません</translation>
    </message>
    <message>
        <source>%1 (paired) asks to apply this network plan on this Spark now, for the cluster %2. It reverts on its own after %3 s unless %1 confirms it. Apply it?</source>
        <translation>%1（ペアリング済み）が、クラスター %2 のためにこのネットワークプランを今この Spark に適用するよう求めています。%1 が確定しない限り、%3 秒後に自動で元に戻ります。適用しますか？</translation>
    </message>
    <message>
        <source>cancelled on %1</source>
        <translation>%1 でキャンセルしました</translation>
    </message>
    <message>
        <source>declined by %1&apos;s person</source>
        <translation>%1 の利用者が断りました</translation>
    </message>
    <message>
        <source>applying on %1; it reverts after %2 s unless confirmed</source>
        <translation>%1 で適用中。確定されなければ %2 秒後に元に戻ります</translation>
    </message>
    <message>
        <source>the helper did not apply it: %1</source>
        <translation>ヘルパーが適用しませんでした：%1</translation>
    </message>
    <message>
        <source>The change from %1 was not applied: %2</source>
        <translation>%1 からの変更は適用されませんでした：%2</translation>
    </message>
    <message>
        <source>nothing was tried here</source>
        <translation>ここでは何も試行していません</translation>
    </message>
    <message>
        <source>the change here is %1&apos;s</source>
        <translation>ここでの変更は %1 のものです</translation>
    </message>
    <message>
        <source>not a valid verify: %1</source>
        <translation>有効な検証ではありません：%1</translation>
    </message>
    <message>
        <source>%1 is not a CX-7 netdev here</source>
        <translation>%1 はここでは CX-7 netdev ではありません</translation>
    </message>
    <message>
        <source>the try is still being checked</source>
        <translation>試行はまだ確認中です</translation>
    </message>
    <message>
        <source>the change is ending</source>
        <translation>変更は終了処理中です</translation>
    </message>
    <message>
        <source>the change is not in force</source>
        <translation>変更は有効になっていません</translation>
    </message>
    <message>
        <source>a delegated change is kept only on the seat&apos;s signature</source>
        <translation>委任された変更は操作側の署名があるときだけ保持されます</translation>
    </message>
    <message>
        <source>the change is no longer pending on %1</source>
        <translation>変更は %1 でもう保留中ではありません</translation>
    </message>
    <message>
        <source>confirmed by %1</source>
        <translation>%1 が確定しました</translation>
    </message>
    <message>
        <source>%1 kept the plan but could not store the cluster record: %2</source>
        <translation>%1 はプランを保持しましたが、クラスター記録を保存できませんでした：%2</translation>
    </message>
    <message>
        <source>kept on %1</source>
        <translation>%1 で保持しました</translation>
    </message>
    <message>
        <source>reverted on %1: nothing was pending</source>
        <translation>%1 で元に戻しました：保留中のものはありませんでした</translation>
    </message>
    <message>
        <source>reverted on %1: nothing was applied</source>
        <translation>%1 で元に戻しました：何も適用されていませんでした</translation>
    </message>
    <message>
        <source>the change is being kept</source>
        <translation>変更を保持しています</translation>
    </message>
    <message>
        <source>cancelled by %1</source>
        <translation>%1 がキャンセルしました</translation>
    </message>
    <message>
        <source>reverted by %1&apos;s person</source>
        <translation>%1 の利用者が元に戻しました</translation>
    </message>
    <message>
        <source>could not revert on %1: %2</source>
        <translation>%1 で元に戻せませんでした：%2</translation>
    </message>
    <message>
        <source>SSH to and from %1 still uses its old address: %2</source>
        <translation>%1 との SSH はまだ古いアドレスを使っています：%2</translation>
    </message>
    <message>
        <source>%1 is going back to its previous file</source>
        <translation>%1 は以前のファイルに戻しています</translation>
    </message>
    <message>
        <source>going back to the previous file on %1</source>
        <translation>%1 で以前のファイルに戻しています</translation>
    </message>
    <message>
        <source>the seat&apos;s addresses do not fit the plan: %1</source>
        <translation>操作側のアドレスが計画と一致しません: %1</translation>
    </message>
</context>
<context>
    <name>sparkwire::cluster::RemoteMember</name>
    <message>
        <source>no answer</source>
        <translation>応答なし</translation>
    </message>
    <message>
        <source>%1 did not answer %2 within %3 s</source>
        <translation>%1 が %2 に %3 秒以内に応答しませんでした</translation>
    </message>
    <message>
        <source>the plan for %1 is larger than %2 bytes</source>
        <translation>%1 のプランが %2 バイトを超えています</translation>
    </message>
    <message>
        <source>%1 cannot be reached: no beacon from it was heard</source>
        <translation>%1 に到達できません：ビーコンが受信されていません</translation>
    </message>
    <message>
        <source>%1 cannot be reached at %2: %3</source>
        <translation>%2 で %1 に到達できません：%3</translation>
    </message>
    <message>
        <source>%1 went away during %2: %3</source>
        <translation>%1 が %2 の間にいなくなりました：%3</translation>
    </message>
    <message>
        <source>%1 is no longer paired with this Spark</source>
        <translation>%1 はもうこの Spark とペアリングされていません</translation>
    </message>
    <message>
        <source>%1 did not give its state: %2</source>
        <translation>%1 が状態を返しませんでした：%2</translation>
    </message>
    <message>
        <source>%1 refused the plan: %2</source>
        <translation>%1 がプランを拒否しました：%2</translation>
    </message>
    <message>
        <source>%1 could not verify: %2</source>
        <translation>%1 が検証できませんでした：%2</translation>
    </message>
    <message>
        <source>%1 did not keep the plan: %2</source>
        <translation>%1 がプランを保持しませんでした：%2</translation>
    </message>
    <message>
        <source>%1 did not revert: %2</source>
        <translation>%1 が元に戻しませんでした：%2</translation>
    </message>
    <message>
        <source>%1 answered with a state that cannot be read: %2</source>
        <translation>%1 が読み取れない状態で応答しました：%2</translation>
    </message>
    <message>
        <source>%1 answered with the state of another Spark</source>
        <translation>%1 が別の Spark の状態で応答しました</translation>
    </message>
    <message>
        <source>%1 answered with checks that cannot be read: %2</source>
        <translation>%1 が読み取れない確認結果で応答しました：%2</translation>
    </message>
    <message>
        <source>%1 cannot be reached: no beacon from it was heard here, and through the other members: %2</source>
        <translation>%1 に到達できません：ここではビーコンが受信されておらず、他のメンバー経由でも：%2</translation>
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
        <translation>✘ %1：SSH は設定されていません：%2</translation>
    </message>
    <message>
        <source>Setting up SSH with %1 at %2…</source>
        <translation>%1（%2）との SSH を設定中…</translation>
    </message>
</context>
<context>
    <name>sparkwire::discovery::DiscoveryAgent</name>
    <message>
        <source>cannot listen on UDP port %1: %2 %3</source>
        <translation>UDP ポート %1 で待ち受けできません：%2 %3</translation>
    </message>
</context>
<context>
    <name>sparkwire::doctor::PlanReapply</name>
    <message>
        <source>Apply this Spark&apos;s network plan (40-cx7.yaml) again? The helper applies it with its countdown and sets every CX-7 netdev back to the plan, MTU 9000 included; the links drop for a moment.</source>
        <translation>この Spark のネットワークプラン（40-cx7.yaml）をもう一度適用しますか？ヘルパーがカウントダウン付きで適用し、すべての CX-7 netdev をプランどおり（MTU 9000 を含む）に戻します。リンクは一瞬切れます。</translation>
    </message>
    <message>
        <source>Apply this Spark&apos;s network plan (40-cx7.yaml) again? The helper writes it again with mode 0600 and applies it with its countdown; the links drop for a moment.</source>
        <translation>この Spark のネットワークプラン（40-cx7.yaml）をもう一度適用しますか？ヘルパーがモード 0600 で書き直し、カウントダウン付きで適用します。リンクは一瞬切れます。</translation>
    </message>
    <message>
        <source>%1 is not on this Spark.</source>
        <translation>%1 はこの Spark にありません。</translation>
    </message>
    <message>
        <source>%1 has no carrier.</source>
        <translation>%1 にキャリアがありません（リンクなし）。</translation>
    </message>
    <message>
        <source>%1 does not have its address %2.</source>
        <translation>%1 にアドレス %2 がありません。</translation>
    </message>
    <message>
        <source>%1 has MTU %2, not %3.</source>
        <translation>%1 の MTU は %2 で、%3 ではありません。</translation>
    </message>
    <message>
        <source>there is no helper to apply with</source>
        <translation>適用に使えるヘルパーがありません</translation>
    </message>
    <message>
        <source>this Spark has no 40-cx7.yaml to apply again</source>
        <translation>この Spark にはもう一度適用する 40-cx7.yaml がありません</translation>
    </message>
    <message>
        <source>the 40-cx7.yaml in force names no netdev to check</source>
        <translation>適用中の 40-cx7.yaml に確認するネットデバイスがありません</translation>
    </message>
    <message>
        <source>Applied the plan again, checked the links and kept it.</source>
        <translation>プランを再適用し、リンクを確認して保持しました。</translation>
    </message>
    <message>
        <source>reverted: %1</source>
        <translation>元に戻しました：%1</translation>
    </message>
    <message>
        <source>Not kept: %1 The helper put the earlier configuration back (%2).</source>
        <translation>保持されませんでした: %1 ヘルパーが以前の構成に戻しました（%2）。</translation>
    </message>
</context>
<context>
    <name>sparkwire::helper::HelperClient</name>
    <message>
        <source>sparkwire-helper answered Challenge with %1 bytes instead of %2</source>
        <translation>sparkwire-helper が Challenge に %2 バイトではなく %1 バイトで応答しました</translation>
    </message>
    <message>
        <source>sparkwire-helper answered Delegations with something that is not a JSON array</source>
        <translation>sparkwire-helper が Delegations に JSON 配列ではないもので応答しました</translation>
    </message>
    <message>
        <source>sparkwire-helper cannot be reached (%1). The Sparkwire helper is not installed or the system bus is not running: install the Sparkwire package, or start D-Bus (systemctl start dbus).</source>
        <translation>sparkwire-helper に接続できません（%1）。Sparkwire ヘルパーがインストールされていないか、システムバスが動いていません。Sparkwire パッケージをインストールするか、D-Bus を起動してください（systemctl start dbus）。</translation>
    </message>
    <message>
        <source>no connection to the system bus</source>
        <translation>システムバスに接続されていません</translation>
    </message>
</context>
<context>
    <name>sparkwire::hw::InventoryMonitor</name>
    <message>
        <source>address on %1</source>
        <translation>%1 のアドレス</translation>
    </message>
    <message>
        <source>route</source>
        <translation>経路</translation>
    </message>
    <message>
        <source>route via %1</source>
        <translation>%1 経由の経路</translation>
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
        <translation>avahi-daemon が停止しました</translation>
    </message>
    <message>
        <source>no system D-Bus to reach avahi-daemon (%1)</source>
        <translation>avahi-daemon に届くシステム D-Bus がありません（%1）</translation>
    </message>
    <message>
        <source>not connected</source>
        <translation>未接続</translation>
    </message>
    <message>
        <source>avahi-daemon is not running (%1)</source>
        <translation>avahi-daemon が実行されていません（%1）</translation>
    </message>
    <message>
        <source>avahi-daemon refused to browse (%1)</source>
        <translation>avahi-daemon がブラウズを拒否しました（%1）</translation>
    </message>
    <message>
        <source>avahi-daemon did not take the announcement (%1)</source>
        <translation>avahi-daemon が告知を受け付けませんでした（%1）</translation>
    </message>
</context>
<context>
    <name>sparkwire::metrics::MetricsHistory</name>
    <message>
        <source>There is no recorded history of port %1 to export.</source>
        <translation>エクスポートできるポート %1 の記録はありません。</translation>
    </message>
</context>
<context>
    <name>sparkwire::netplan::NetplanTransaction</name>
    <message>
        <source>; the previous configuration is back</source>
        <translation>。以前の構成に戻っています</translation>
    </message>
    <message>
        <source>; reverting also failed: %1</source>
        <translation>。元に戻すことにも失敗しました：%1</translation>
    </message>
    <message>
        <source>netplan is still applying the previous step; try again when it has finished</source>
        <translation>netplan はまだ前のステップを適用中です。終わってからやり直してください</translation>
    </message>
    <message>
        <source>no apply command is configured</source>
        <translation>適用コマンドが構成されていません</translation>
    </message>
    <message>
        <source>cannot run %1: %2</source>
        <translation>%1 を実行できません：%2</translation>
    </message>
    <message>
        <source>%1 did not finish within %2 s</source>
        <translation>%1 が %2 秒以内に終わりませんでした</translation>
    </message>
    <message>
        <source>%1 failed (exit %2): %3</source>
        <translation>%1 が失敗しました（終了コード %2）：%3</translation>
    </message>
    <message>
        <source>another change is still waiting to be confirmed or reverted</source>
        <translation>別の変更がまだ確定か復元を待っています</translation>
    </message>
    <message>
        <source>cannot create %1</source>
        <translation>%1 を作成できません</translation>
    </message>
    <message>
        <source>there is no change waiting for confirmation</source>
        <translation>確定を待っている変更はありません</translation>
    </message>
    <message>
        <source>nothing was confirmed: the pending change is incomplete (%1)</source>
        <translation>何も確定していません：保留中の変更が不完全です（%1）</translation>
    </message>
    <message>
        <source>nothing was confirmed: %1 is not the file that was applied</source>
        <translation>何も確定していません：%1 は適用されたファイルではありません</translation>
    </message>
    <message>
        <source>nothing was confirmed: the current file must be kept as the previous one, and %1</source>
        <translation>何も確定していません：現在のファイルを以前のものとして保持する必要があり、かつ %1</translation>
    </message>
    <message>
        <source>nothing was confirmed: cannot create %1</source>
        <translation>何も確定していません：%1 を作成できません</translation>
    </message>
    <message>
        <source>nothing was confirmed: %1</source>
        <translation>何も確定していません：%1</translation>
    </message>
    <message>
        <source>there is no change to revert</source>
        <translation>元に戻す変更はありません</translation>
    </message>
</context>
<context>
    <name>sparkwire::peers::FleetSubscription</name>
    <message>
        <source>no answer within %1 s</source>
        <translation>%1 秒以内に応答なし</translation>
    </message>
    <message>
        <source>this Spark is not paired with the member; pair first</source>
        <translation>この Spark はこのメンバーとペアリングされていません。先にペアリングしてください</translation>
    </message>
    <message>
        <source>no address and no route to it</source>
        <translation>アドレスも経路もありません</translation>
    </message>
</context>
<context>
    <name>sparkwire::peers::NetworkPeerSession</name>
    <message>
        <source>Connecting to %1…</source>
        <translation>%1 に接続中…</translation>
    </message>
    <message>
        <source>Comparing codes with the Spark that calls itself %1…</source>
        <translation>%1 と名乗る Spark とコードを照合中…</translation>
    </message>
    <message>
        <source>SSH is set up only with a paired peer; pair first</source>
        <translation>SSH はペアリング済みのピアとだけ設定されます。先にペアリングしてください</translation>
    </message>
    <message>
        <source>Making this Spark&apos;s SSH key…</source>
        <translation>この Spark の SSH 鍵を作成中…</translation>
    </message>
    <message>
        <source>the Spark that answered is not paired with this one; pair first</source>
        <translation>応答した Spark はこの Spark とペアリングされていません。先にペアリングしてください</translation>
    </message>
    <message>
        <source>Waiting for %1&apos;s person to let this key in…</source>
        <translation>%1 の利用者がこの鍵を受け入れるのを待っています…</translation>
    </message>
    <message>
        <source>%1 did not add the key: %2</source>
        <translation>%1 は鍵を追加しませんでした：%2</translation>
    </message>
    <message>
        <source>%1 added the key but sent no SSH host key to pin; is openssh-server installed there?</source>
        <translation>%1 は鍵を追加しましたが、固定する SSH ホスト鍵を送ってきませんでした。そちらに openssh-server はインストールされていますか？</translation>
    </message>
    <message>
        <source>`ssh %1` logs in to %2@%3 without a password; its host key is pinned in ~/.ssh/known_hosts.</source>
        <translation>`ssh %1` でパスワードなしに %2@%3 にログインできます。ホスト鍵は ~/.ssh/known_hosts に固定されています。</translation>
    </message>
    <message>
        <source>plans go only to a paired peer; pair first</source>
        <translation>プランはペアリング済みのピアにだけ送られます。先にペアリングしてください</translation>
    </message>
    <message>
        <source>Waiting for %1&apos;s person to review the plan…</source>
        <translation>%1 の利用者がプランを確認するのを待っています…</translation>
    </message>
    <message>
        <source>test servers come only from a paired peer; pair first</source>
        <translation>テストサーバーはペアリング済みのピアからだけ受け取ります。先にペアリングしてください</translation>
    </message>
    <message>
        <source>Asking %1 for test servers…</source>
        <translation>%1 にテストサーバーを問い合わせ中…</translation>
    </message>
    <message>
        <source>Logins from %1 to this Spark are not set up: there is no ed25519 SSH host key at %2 (is openssh-server installed here?).</source>
        <translation>%1 からこの Spark へのログインは設定されていません：%2 に ed25519 の SSH ホスト鍵がありません（ここに openssh-server はインストールされていますか？）。</translation>
    </message>
    <message>
        <source>Waiting for %1&apos;s person to set up logins back to this Spark…</source>
        <translation>%1 の担当者がこの Spark へのログインを設定するのを待っています…</translation>
    </message>
    <message>
        <source>Logins from %1 to this Spark are not set up: %2</source>
        <translation>%1 からこの Spark へのログインは設定されていません：%2</translation>
    </message>
    <message>
        <source>%1 was reached over IPv6; set up IPv4 on the CX-7 links first</source>
        <translation>%1 には IPv6 で接続しました。先に CX-7 リンクに IPv4 を設定してください</translation>
    </message>
    <message>
        <source>%1 logs in here as %2 the same way, from %3 only.</source>
        <translation>%1 も同じように %2 としてここにログインできます（%3 からのみ）。</translation>
    </message>
    <message>
        <source>%1 answered: %2</source>
        <translation>%1 の回答：%2</translation>
    </message>
</context>
<context>
    <name>sparkwire::peers::PeerConnection</name>
    <message>
        <source>the peer closed the connection</source>
        <translation>ピアが接続を閉じました</translation>
    </message>
    <message>
        <source>no hello within %1 s</source>
        <translation>%1 秒以内に hello がありません</translation>
    </message>
    <message>
        <source>nobody answered within %1 s</source>
        <translation>%1 秒以内に誰も応答しませんでした</translation>
    </message>
    <message>
        <source>idle for %1 s</source>
        <translation>%1 秒間アイドル状態</translation>
    </message>
    <message>
        <source>the peer presented no certificate</source>
        <translation>ピアが証明書を提示しませんでした</translation>
    </message>
    <message>
        <source>the Spark that answered has key %1, not the paired key %2: the address may belong to another machine, or a beacon was forged</source>
        <translation>応答した Spark の鍵はペアリング済みの鍵 %2 ではなく %1 です。そのアドレスが別のマシンのものか、ビーコンが偽造された可能性があります</translation>
    </message>
    <message>
        <source>malformed message: %1</source>
        <translation>不正なメッセージ：%1</translation>
    </message>
    <message>
        <source>expected hello</source>
        <translation>hello を期待していました</translation>
    </message>
    <message>
        <source>the peer&apos;s hello does not match its TLS key</source>
        <translation>ピアの hello が TLS 鍵と一致しません</translation>
    </message>
    <message>
        <source>unexpected pair-start</source>
        <translation>予期しない pair-start</translation>
    </message>
    <message>
        <source>pairing was not accepted now</source>
        <translation>現在ペアリングは受け付けられていません</translation>
    </message>
    <message>
        <source>unexpected pair-commit</source>
        <translation>予期しない pair-commit</translation>
    </message>
    <message>
        <source>unexpected pair-nonce</source>
        <translation>予期しない pair-nonce</translation>
    </message>
    <message>
        <source>unexpected pair-reveal</source>
        <translation>予期しない pair-reveal</translation>
    </message>
    <message>
        <source>the peer&apos;s nonce does not match its commitment: someone may be interfering</source>
        <translation>ピアのノンスがコミットメントと一致しません。誰かが干渉している可能性があります</translation>
    </message>
    <message>
        <source>unexpected pair-confirm</source>
        <translation>予期しない pair-confirm</translation>
    </message>
    <message>
        <source>unexpected request</source>
        <translation>予期しない要求</translation>
    </message>
    <message>
        <source>a request before the last one was answered</source>
        <translation>前の要求に応答する前に次の要求が来ました</translation>
    </message>
    <message>
        <source>not paired: pair first (sparkwirectl pair %1)</source>
        <translation>ペアリングされていません。先にペアリングしてください（sparkwirectl pair %1）</translation>
    </message>
    <message>
        <source>unexpected response</source>
        <translation>予期しない応答</translation>
    </message>
    <message>
        <source>the peer refused</source>
        <translation>ピアが拒否しました</translation>
    </message>
    <message>
        <source>a second hello</source>
        <translation>2 つ目の hello</translation>
    </message>
    <message>
        <source>you declined</source>
        <translation>あなたが断りました</translation>
    </message>
    <message>
        <source>%1 declined</source>
        <translation>%1 が断りました</translation>
    </message>
    <message>
        <source>the pairing was not confirmed within %1 s</source>
        <translation>ペアリングが %1 秒以内に確認されませんでした</translation>
    </message>
</context>
<context>
    <name>sparkwire::peers::PeerRelay</name>
    <message>
        <source>cannot listen on %1 for a relay: %2</source>
        <translation>%1 で中継用に待ち受けできません: %2</translation>
    </message>
    <message>
        <source>cannot listen on %1 for a relay</source>
        <translation>%1 で中継用に待ち受けできません</translation>
    </message>
</context>
<context>
    <name>sparkwire::peers::PeerResponder</name>
    <message>
        <source>%1 does not accept pairing now. On %1, press &quot;Accept a pairing request&quot; on the Find peers page (or run `sparkwirectl agent --accept-pairing`), then pair again.</source>
        <translation>%1 は現在ペアリングを受け付けていません。%1 で「ピアを探す」ページの「ペアリング要求を受け付ける」を押してから（または `sparkwirectl agent --accept-pairing` を実行してから）、もう一度ペアリングしてください。</translation>
    </message>
    <message>
        <source>Does the Spark that calls itself %1 show the same code?</source>
        <translation>%1 と名乗る Spark に同じコードが表示されていますか？</translation>
    </message>
    <message>
        <source>Paired with %1 (key %2).</source>
        <translation>%1 とペアリングしました（鍵 %2）。</translation>
    </message>
    <message>
        <source>Not paired with %1: %2.</source>
        <translation>%1 とペアリングされませんでした：%2。</translation>
    </message>
    <message>
        <source>%1 went away before you answered (%2); nothing was stored.</source>
        <translation>応答する前に %1 がいなくなりました（%2）。何も保存していません。</translation>
    </message>
    <message>
        <source>A peer</source>
        <translation>ピア</translation>
    </message>
    <message>
        <source>Connection from %1 ended: %2.</source>
        <translation>%1 からの接続が終了しました：%2。</translation>
    </message>
    <message>
        <source>a peer</source>
        <translation>ピア</translation>
    </message>
    <message>
        <source>Let %1 apply Sparkwire network plans on this Spark without asking each time? Each plan is still checked by this Spark&apos;s helper and reverts on its own unless %1 confirms it.</source>
        <translation>%1 が毎回確認なしにこの Spark に Sparkwire のネットワークプランを適用できるようにしますか？各プランは引き続きこの Spark のヘルパーが確認し、%1 が確定しない限り自動で元に戻ります。</translation>
    </message>
    <message>
        <source>%1&apos;s network plans will be asked about here each time.</source>
        <translation>%1 のネットワークプランは毎回ここで確認します。</translation>
    </message>
    <message>
        <source>%1 may now apply network plans here; this Spark&apos;s helper checks each one, and it reverts unless %1 confirms it.</source>
        <translation>%1 はここでネットワークプランを適用できるようになりました。この Spark のヘルパーが各プランを確認し、%1 が確定しない限り元に戻ります。</translation>
    </message>
    <message>
        <source>Could not record that %1 may apply network plans here (%2); its plans will be asked about each time.</source>
        <translation>%1 がここでネットワークプランを適用できることを記録できませんでした（%2）。そのプランは毎回確認します。</translation>
    </message>
    <message>
        <source>%1 takes no part in cluster changes now</source>
        <translation>%1 は現在クラスターの変更に参加していません</translation>
    </message>
    <message>
        <source>%1 offers no test server</source>
        <translation>%1 はテストサーバーを提供していません</translation>
    </message>
    <message>
        <source>unknown request</source>
        <translation>不明な要求</translation>
    </message>
    <message>
        <source>%1&apos;s user has no home directory for ~/.ssh</source>
        <translation>%1 のユーザーには ~/.ssh 用のホームディレクトリがありません</translation>
    </message>
    <message>
        <source>%1 (paired) asks to log in here as %2 without a password. Add its key to ~/.ssh/authorized_keys?</source>
        <translation>%1（ペアリング済み）が、パスワードなしに %2 としてここにログインすることを求めています。その鍵を ~/.ssh/authorized_keys に追加しますか？</translation>
    </message>
    <message>
        <source>declined by %1&apos;s person</source>
        <translation>%1 の利用者が断りました</translation>
    </message>
    <message>
        <source>%1 connected over IPv6; a key can only be limited to IPv4 addresses: set up IPv4 on the CX-7 links first</source>
        <translation>%1 は IPv6 で接続しました。鍵は IPv4 アドレスにしか制限できません。先に CX-7 リンクで IPv4 を設定してください</translation>
    </message>
    <message>
        <source>Added; %1 can now log in as %2 without a password.</source>
        <translation>追加しました。%1 はパスワードなしに %2 としてログインできます。</translation>
    </message>
    <message>
        <source>Refused the plan %1 proposed: %2</source>
        <translation>%1 が提案したプランを拒否しました：%2</translation>
    </message>
    <message>
        <source>refused by %1: %2</source>
        <translation>%1 が拒否しました：%2</translation>
    </message>
    <message>
        <source>%1 (paired) proposes this netplan for this Spark. Keep it for you to review and apply?</source>
        <translation>%1（ペアリング済み）がこの Spark にこの netplan を提案しています。確認して適用できるように保存しますか？</translation>
    </message>
    <message>
        <source>kept on %1 for its person to apply</source>
        <translation>%1 に保存しました（利用者が適用します）</translation>
    </message>
    <message>
        <source>Saved the plan from %1 to %2. Review it, then apply it with: sparkwirectl apply %2</source>
        <translation>%1 からのプランを %2 に保存しました。内容を確認してから、次のコマンドで適用してください：sparkwirectl apply %2</translation>
    </message>
    <message>
        <source>%1 sends no metrics</source>
        <translation>%1 はメトリクスを送りません</translation>
    </message>
    <message>
        <source>metrics asked for faster than %1 Hz</source>
        <translation>%1 Hz より速いメトリクスが要求されました</translation>
    </message>
    <message>
        <source>%1 does not run the doctor for peers</source>
        <translation>%1 はピアのためにドクターを実行しません</translation>
    </message>
    <message>
        <source>%1 (paired) offers that you log in there as %2 without a password. Send it this Spark&apos;s SSH public key and add %1 to ~/.ssh/config?</source>
        <translation>%1（ペアリング済み）が、パスワードなしで %2 としてそちらにログインできるようにすると申し出ています。この Spark の SSH 公開鍵を送り、%1 を ~/.ssh/config に追加しますか？</translation>
    </message>
    <message>
        <source>%1 connected over IPv6; set up IPv4 on the CX-7 links first</source>
        <translation>%1 は IPv6 で接続しました。先に CX-7 リンクに IPv4 を設定してください</translation>
    </message>
    <message>
        <source>`ssh %1` now logs in to %2 as %3 without a password; its host key is pinned in ~/.ssh/known_hosts.</source>
        <translation>`ssh %1` でパスワードなしに %3 として %2 にログインできるようになりました。ホスト鍵は ~/.ssh/known_hosts に固定されています。</translation>
    </message>
    <message>
        <source>The Spark that calls itself %1 asked to pair again; its earlier question is withdrawn.</source>
        <translation>%1 と名乗る Spark が再びペアリングを求めました。以前の質問は取り下げられました。</translation>
    </message>
    <message>
        <source>Paired with %1; the pairing request of the Spark that calls itself %2 was declined (one pairing at a time).</source>
        <translation>%1 とペアリングしました。%2 と名乗る Spark のペアリング要求は拒否されました（ペアリングは一度に一つ）。</translation>
    </message>
    <message>
        <source>%1 relays for nobody</source>
        <translation>%1 は誰のためにも中継しません</translation>
    </message>
    <message>
        <source>%1 relays only to another Spark</source>
        <translation>%1 は別の Spark にのみ中継します</translation>
    </message>
    <message>
        <source>%1 hears no Spark %2 on its CX-7 links</source>
        <translation>%1 の CX-7 リンクに Spark %2 は見えません</translation>
    </message>
    <message>
        <source>%1 relays %2 streams already</source>
        <translation>%1 はすでに %2 本のストリームを中継しています</translation>
    </message>
    <message>
        <source>%1 relays only on its CX-7 links</source>
        <translation>%1 は自身の CX-7 リンク上でのみ中継します</translation>
    </message>
    <message>
        <source>Relaying a stream from %1 to %2 (%3 on %4)</source>
        <translation>%1 から %2 へのストリームを中継しています（%4 上の %3）</translation>
    </message>
    <message>
        <source>%1 got no answer from %2 within %3 s</source>
        <translation>%1 は %3 秒以内に %2 から応答を得られませんでした</translation>
    </message>
    <message>
        <source>%1 could not reach %2: %3</source>
        <translation>%1 は %2 に到達できませんでした: %3</translation>
    </message>
    <message>
        <source>Tunnelling a stream from %1 to %2 (%3)</source>
        <translation>%1 から %2 へのストリームをトンネルしています（%3）</translation>
    </message>
</context>
<context>
    <name>sparkwire::peers::PeerServer</name>
    <message>
        <source>cannot listen on TCP port %1 (%2)</source>
        <translation>TCP ポート %1 で待ち受けできません（%2）</translation>
    </message>
    <message>
        <source>Refused a connection from %1 on %2: too many connections open</source>
        <translation>%2 での %1 からの接続を拒否しました：開いている接続が多すぎます</translation>
    </message>
</context>
<context>
    <name>sparkwire::peers::RefusalNotices</name>
    <message>
        <source>Connections refused in the last minute besides those shown: %1 (from %2).</source>
        <translation>直近 1 分間に、表示したもの以外に拒否した接続：%1（送信元 %2）。</translation>
    </message>
</context>
<context>
    <name>sparkwire::peers::RelayRequest</name>
    <message>
        <source>%1 does not relay to it: %2</source>
        <translation>%1 はそこへ中継しません: %2</translation>
    </message>
</context>
<context>
    <name>sparkwire::peers::TunnelChain</name>
    <message>
        <source>%1 did not open a tunnel within %2 s</source>
        <translation>%1 は %2 秒以内にトンネルを開きませんでした</translation>
    </message>
    <message>
        <source>a tunnel needs at least one hop</source>
        <translation>トンネルには少なくとも 1 つの中継が必要です</translation>
    </message>
    <message>
        <source>%1 is no longer paired with this Spark</source>
        <translation>%1 はもうこの Spark とペアリングされていません</translation>
    </message>
    <message>
        <source>%1 does not tunnel to it: %2</source>
        <translation>%1 はそこへトンネルしません: %2</translation>
    </message>
    <message>
        <source>cannot make a socket pair for the tunnel: %1</source>
        <translation>トンネル用のソケットペアを作成できません: %1</translation>
    </message>
    <message>
        <source>cannot use a socket pair for the tunnel</source>
        <translation>トンネル用のソケットペアを使用できません</translation>
    </message>
</context>
<context>
    <name>sparkwire::sim::DemoApplyBackend</name>
    <message>
        <source>not confirmed in time</source>
        <translation>時間内に確定されませんでした</translation>
    </message>
    <message>
        <source>another change is waiting to be confirmed or reverted</source>
        <translation>別の変更が確定か復元を待っています</translation>
    </message>
    <message>
        <source>cancelled</source>
        <translation>キャンセルしました</translation>
    </message>
    <message>
        <source>no change is pending here</source>
        <translation>ここには確認待ちの変更はありません</translation>
    </message>
</context>
<context>
    <name>sparkwire::sim::DemoCluster</name>
    <message>
        <source>/%1 also configures %2 and comes later, so its settings win. Remove %2 from it, or Sparkwire&apos;s settings will not take effect.</source>
        <translation>/%1 も %2 を構成しており、後に読まれるため、その設定が優先されます。そこから %2 を削除しないと、Sparkwire の設定は反映されません。</translation>
    </message>
    <message>
        <source>/%1 also configures %2; Sparkwire&apos;s file overrides it.</source>
        <translation>/%1 も %2 を構成しています。Sparkwire のファイルがそれを上書きします。</translation>
    </message>
    <message>
        <source>%1 does not answer: no cable reaches it (demo).</source>
        <translation>%1 が応答しません：そこに届くケーブルがありません（デモ）。</translation>
    </message>
    <message>
        <source>%1 did not answer in time (demo fault).</source>
        <translation>%1 が時間内に応答しませんでした（デモの障害）。</translation>
    </message>
    <message>
        <source>No such demo member.</source>
        <translation>そのようなデモメンバーはありません。</translation>
    </message>
    <message>
        <source>%1 declined the plan (demo fault).</source>
        <translation>%1 がプランを断りました（デモの障害）。</translation>
    </message>
    <message>
        <source>%1 already has a change waiting to be confirmed or reverted.</source>
        <translation>%1 には既に確定か復元を待っている変更があります。</translation>
    </message>
    <message>
        <source>Nothing is waiting to be confirmed.</source>
        <translation>確定を待っているものはありません。</translation>
    </message>
    <message>
        <source>%1 could not keep the plan (demo fault).</source>
        <translation>%1 はプランを保持できませんでした（デモの障害）。</translation>
    </message>
    <message>
        <source>nothing was tried here</source>
        <translation>ここでは何も試行していません</translation>
    </message>
    <message>
        <source>no reply to %1-byte unfragmented pings from %2 (demo)</source>
        <translation>%2 からの断片化しない %1 バイトの ping に応答がありません（デモ）</translation>
    </message>
    <message>
        <source>%1 does not reach %2: its cable is out (demo).</source>
        <translation>%1 は %2 に届きません：ケーブルが抜けています（デモ）。</translation>
    </message>
    <message>
        <source>Plug the cable of this twin back in, then apply again.</source>
        <translation>このツインのケーブルを挿し直してから、もう一度適用してください。</translation>
    </message>
    <message>
        <source>MTU 1500, not %1 (demo)</source>
        <translation>MTU 1500、%1 ではありません（デモ）</translation>
    </message>
    <message>
        <source>no address from the plan: no reply from %1 (demo)</source>
        <translation>プランのアドレスがありません：%1 から応答がありません（デモ）</translation>
    </message>
    <message>
        <source>Another netplan file configures %1 after Sparkwire&apos;s, so its settings won: MTU 1500 and no address from the plan (demo).</source>
        <translation>別の netplan ファイルが Sparkwire のファイルより後に %1 を設定しているため、その設定が優先されました：MTU 1500 で、プランのアドレスもありません（デモ）。</translation>
    </message>
    <message>
        <source>Move %1 out of the other file (Review offers it), then apply again.</source>
        <translation>%1 を別のファイルから移してから（確認ページで提案されます）、もう一度適用してください。</translation>
    </message>
    <message>
        <source>no RoCE v2 IPv4 GID: the twin has no IPv4 address (demo)</source>
        <translation>RoCE v2 IPv4 GID がありません: このツインには IPv4 アドレスがありません（デモ）</translation>
    </message>
    <message>
        <source>no reply from %1: the seat&apos;s twin kept no address from the plan (demo)</source>
        <translation>%1 から応答がありません: シート側のツインが計画のアドレスを保持していません（デモ）</translation>
    </message>
    <message>
        <source>The twin at the other end of this cable kept the other netplan file&apos;s settings: no address from the plan, so %1 does not answer (demo).</source>
        <translation>このケーブルの反対側のツインが別の netplan ファイルの設定を保持しています。計画のアドレスがないため、%1 は応答しません（デモ）。</translation>
    </message>
    <message>
        <source>Move that twin out of the other file on the seat (Review offers it), then apply again.</source>
        <translation>シート側でそのツインを別のファイルから移動し（レビューで提案されます）、もう一度適用してください。</translation>
    </message>
</context>
<context>
    <name>sparkwire::sim::DemoLinkChecks</name>
    <message>
        <source>RoCE v2 IPv4 GID at index 3 (demo)</source>
        <translation>RoCE v2 IPv4 GID はインデックス 3（デモ）</translation>
    </message>
    <message>
        <source>MTU %1 (demo)</source>
        <translation>MTU %1（デモ）</translation>
    </message>
    <message>
        <source>%1 bytes unfragmented to %2: replies (demo)</source>
        <translation>%2 への断片化しない %1 バイト：応答あり（デモ）</translation>
    </message>
</context>
<context>
    <name>sparkwire::sim::DemoLinkTests</name>
    <message>
        <source>TCP on both twins (simulated)</source>
        <translation>両方のツインでの TCP（シミュレーション）</translation>
    </message>
    <message>
        <source>ib_write_bw on both twins (simulated)</source>
        <translation>両方のツインでの ib_write_bw（シミュレーション）</translation>
    </message>
    <message>
        <source>all_gather_perf on two Sparks (simulated)</source>
        <translation>2 台の Spark での all_gather_perf（シミュレーション）</translation>
    </message>
    <message>
        <source>all_gather_perf over sockets on the management port (a real run recorded on a GPU machine, not a Spark)</source>
        <translation>管理ポート上のソケット経由の all_gather_perf（Spark ではなく GPU マシンで記録した実際の実行）</translation>
    </message>
</context>
<context>
    <name>sparkwire::sim::DemoMemberLink</name>
    <message>
        <source>%1 is not a Spark of the demo cluster.</source>
        <translation>%1 はデモクラスターの Spark ではありません。</translation>
    </message>
    <message>
        <source>cancelled: the previous file is back (demo)</source>
        <translation>キャンセルしました：以前のファイルに戻っています（デモ）</translation>
    </message>
    <message>
        <source>nothing was waiting to be confirmed</source>
        <translation>確定を待っているものはありませんでした</translation>
    </message>
</context>
<context>
    <name>sparkwire::sim::DemoNodeState</name>
    <message>
        <source>The demo reads its shipped netplan files, whose modes are not a Spark&apos;s: %1</source>
        <translation>デモは同梱の netplan ファイルを読み込みます。そのモードは Spark のものとは異なります：%1</translation>
    </message>
</context>
<context>
    <name>sparkwire::sim::DemoPeerSession</name>
    <message>
        <source>Connecting to %1…</source>
        <translation>%1 に接続中…</translation>
    </message>
    <message>
        <source>you declined</source>
        <translation>あなたが断りました</translation>
    </message>
    <message>
        <source>Waiting for %1&apos;s person to let this key in…</source>
        <translation>%1 の利用者がこの鍵を受け入れるのを待っています…</translation>
    </message>
    <message>
        <source>`ssh %1` would now log in without a password (demo: nothing was written).</source>
        <translation>`ssh %1` でパスワードなしにログインできるようになります（デモ：何も書き込んでいません）。</translation>
    </message>
    <message>
        <source>Waiting for %1&apos;s person to review the plan…</source>
        <translation>%1 の利用者がプランを確認するのを待っています…</translation>
    </message>
    <message>
        <source>kept on %1 for its person to apply (demo: nothing was sent)</source>
        <translation>%1 に保存しました（利用者が適用します。デモ：何も送っていません）</translation>
    </message>
    <message>
        <source>The demo runs no live tests: its results are recordings of real runs.</source>
        <translation>デモではライブテストを実行しません。結果は実際の実行の記録です。</translation>
    </message>
</context>
<context>
    <name>sparkwire::ssh::UserKeyGenerator</name>
    <message>
        <source>ssh-keygen did not finish within %1 s</source>
        <translation>ssh-keygen が %1 秒以内に終わりませんでした</translation>
    </message>
    <message>
        <source>refusing to use %1: it is %2, not a regular file of uid %3; put your own key file in its place or remove it</source>
        <translation>%1 の使用を拒否しました：これは%2であり、uid %3 の通常のファイルではありません。自分の鍵ファイルをそこに置くか、削除してください</translation>
    </message>
    <message>
        <source>a symbolic link (to %1)</source>
        <translation>シンボリックリンク（%1 へのリンク）</translation>
    </message>
    <message>
        <source>owned by uid %1 or not a file</source>
        <translation>uid %1 の所有、またはファイルではないもの</translation>
    </message>
    <message>
        <source>%1.pub is missing; remove %1 to make a new key</source>
        <translation>%1.pub がありません。新しい鍵を作るには %1 を削除してください</translation>
    </message>
    <message>
        <source>%1.pub is not a usable public key (%2); remove %1 and %1.pub to make a new key</source>
        <translation>%1.pub は使える公開鍵ではありません（%2）。新しい鍵を作るには %1 と %1.pub を削除してください</translation>
    </message>
    <message>
        <source>ssh-keygen cannot be run: %1 (install openssh-client)</source>
        <translation>ssh-keygen を実行できません：%1（openssh-client をインストールしてください）</translation>
    </message>
    <message>
        <source>ssh-keygen failed: %1</source>
        <translation>ssh-keygen が失敗しました：%1</translation>
    </message>
</context>
</TS>
