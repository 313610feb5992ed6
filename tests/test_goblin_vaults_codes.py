"""goblin_vaults.codes (written by tools/pack_tables.py): every event has its line, the action
code ranges do not overlap. The events are counted in the spec's CODES: the codes module
holds only the codes some file reads by name."""
from goblin_vaults import codes
from goblin_vaults import text
from tools import pack_tables

SPEC = [s for s in pack_tables.load_specs() if s.__name__ == "goblin_vaults_spec"][0]
PUBLIC = dict(c[:2] for c in SPEC.CODES if isinstance(c, tuple))


def test_every_event_code_has_a_line():
    events = sorted(v for k, v in PUBLIC.items() if k.startswith("E_"))
    assert events == list(range(len(text.EVENTS)))


def test_action_code_ranges_do_not_overlap():
    # 60 cards: bids take 3 codes a card; 4 chambers; 3 block cards; 144 move codes
    assert codes.A_BID + 60 * 3 <= codes.A_PICK
    assert codes.A_PICK + 60 <= codes.A_DOWN and codes.A_DOWN + 60 <= codes.A_DRAW
    assert codes.A_DRAW + 60 <= codes.A_PLACE and codes.A_PLACE + 4 <= codes.A_SKIP
    assert codes.A_SKIP < codes.A_SWAP and codes.A_SWAP + 3 <= codes.A_NOSWAP < codes.A_MOVE
    assert codes.A_MOVE + 12 * 12 <= codes.A_CARD and codes.A_CARD + 60 <= codes.A_FROM
    assert codes.A_FROM + 12 <= codes.A_BACK < codes.A_END
