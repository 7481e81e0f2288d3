import tomli_w

import toxpkg


def test_extra_named_by_tox():
    assert tomli_w.dumps({"a": 1}) == "a = 1\n"


def test_dep_named_by_tox(mocker):
    mocker.patch.object(toxpkg, "answer", return_value=42)
    assert toxpkg.answer() == 42
