import pytest


@pytest.mark.parametrize("n", range(60))
def test_value_a(n):
    print(f"checking {n}")
    assert n < 0, f"value {n} is not negative"


def test_ok_a():
    assert True
