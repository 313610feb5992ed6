"""The results screen offers "Score sheet" exactly when there is one: the state's score_sheet(),
or a sheet.py (sheet.mpy on a board flashed with --mpy) in the game's view folder, found on
the flash without loading it (firmware/results.py own_sheet())."""
import builtins
import os
import types

from firmware import results, views

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
VIEWS = os.path.join(ROOT, "firmware", "views")


def game(name):
    return types.SimpleNamespace(NAME=name)


def test_a_sheet_is_offered_where_a_view_folder_holds_one():
    folders = [d for d in os.listdir(VIEWS) if os.path.isdir(os.path.join(VIEWS, d))
               and not d.startswith("__")]
    assert {"gosu", "karth"} <= set(folders)
    for name in folders + ["toygame", "no_such_game"]:
        has = os.path.exists(os.path.join(VIEWS, name, "sheet.py"))
        assert results.own_sheet(game(name)) == has, name


def test_a_compiled_sheet_counts_and_a_folder_without_one_does_not(tmp_path, monkeypatch):
    (tmp_path / "__init__.mpy").write_bytes(b"")
    for name, files in (("a", ("sheet.mpy",)), ("b", ("view.mpy", "legend.py")), ("c", ())):
        (tmp_path / name).mkdir()
        for f in files:
            (tmp_path / name / f).write_bytes(b"")
    monkeypatch.setattr(views, "__file__", str(tmp_path / "__init__.mpy"))
    assert [results.own_sheet(game(n)) for n in "abcd"] == [True, False, False, False]


def test_deciding_loads_no_sheet(monkeypatch):
    loaded = []
    real = builtins.__import__

    def watch(name, *args):
        loaded.append(name)
        return real(name, *args)
    monkeypatch.setattr(builtins, "__import__", watch)
    assert results.own_sheet(game("gosu")) and results.own_sheet(game("karth"))
    assert not [n for n in loaded if "sheet" in n]
