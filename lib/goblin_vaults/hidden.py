"""Hidden information for observe(): what a seat cannot see is shuffled back into the same
places. Unseen: other hands, other seats' unrevealed first picks and face-down vault cards,
the loot deck and Glavrun's deck. The pool is sorted first, so the result depends only on
which cards are unseen, never on where they really lie."""
from goblin_vaults.goals import FACEDOWN


def _facedown(st, s):
    """Vault cell indexes of seat s holding face-down cards."""
    return [i for i in range(s * 12, s * 12 + 12) if st.vault[i] & FACEDOWN]


def redeal(st, seat):
    others = [s for s in range(st.n) if s != seat]
    seqs = [st.deck, st.gdeck] + [st.hands[s] for s in others]
    pool = bytearray()
    for seq in seqs:
        pool += seq
    for s in others:
        if st.pick[s]:
            pool.append(st.pick[s] - 1)
        for i in _facedown(st, s):
            pool.append((st.vault[i] & 0x7F) - 1)
    pool = bytearray(sorted(pool))
    st.rng.shuffle(pool)
    p = 0
    for seq in seqs:                 # bytearrays refilled in place
        for i in range(len(seq)):
            seq[i] = pool[p]
            p += 1
    for s in others:
        if st.pick[s]:
            st.pick[s] = pool[p] + 1
            p += 1
        for i in _facedown(st, s):
            st.vault[i] = (pool[p] + 1) | FACEDOWN
            p += 1
