import pytest


@pytest.mark.parametrize("n", range(50))
def test_value_b(n):
    print(f"checking {n}")
    assert n < 0, f"value {n} is not negative"


def test_ok_b():
    assert True
