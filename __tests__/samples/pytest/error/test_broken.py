import definitely_not_a_module  # noqa: F401


def test_never_runs():
    assert True
