def test_passes():
    pass


def test_fails():
    assert 1 == 2
