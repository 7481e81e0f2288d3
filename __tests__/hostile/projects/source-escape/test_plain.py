def test_plain():
    assert True
