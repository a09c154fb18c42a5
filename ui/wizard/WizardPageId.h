#pragma once

// The wizard's pages by id, in the order the step list shows them. Pages say which id comes
// next (WizardPage::nextId), so a page can be skipped or, with ids added per cluster member,
// repeated; tests open pages by id, never by position.
enum class WizardPageId
{
    None = -1, // no next page: the wizard ends here
    Welcome,
    ThisSpark,
    FindPeers,
    Addressing,
    Review,
    Apply,
    Verify,
};

// Values pages share through the frame (WizardFrame::registerField): one page's widget holds
// it, any page reads it.
enum class WizardField
{
    ChosenPeerId, // Find peers: the discovered peer that pairing and SSH act on (its key id)
    ThisNode,     // Addressing: this Spark's node number in the plan
};
