"""The rules of riichi mahjong scoring, as pure Python: no Qt, no SQL, no I/O."""
