import pytest


@pytest.mark.parametrize("n", range(27))
def test_value_c(n):
    print(f"checking {n}")
    assert n < 0, f"value {n} is not negative"


def test_ok_c():
    assert True
