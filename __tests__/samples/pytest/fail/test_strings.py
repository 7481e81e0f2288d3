def shout(text):
    return text.upper() + "!"


def test_shout():
    assert shout("hi") == "HI!"


def test_shout_wrong():
    result = shout("hey")
    assert result == "HEY"


def test_raises_outside_assertion():
    data = {"a": 1}
    print("looking up key b")
    return data["b"]
