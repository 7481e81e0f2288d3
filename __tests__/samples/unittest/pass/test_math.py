import unittest


def add(a, b):
    return a + b


class TestMath(unittest.TestCase):
    def test_add(self):
        self.assertEqual(add(2, 3), 5)

    def test_add_negative(self):
        self.assertEqual(add(-2, -3), -5)


class TestMore(unittest.TestCase):
    def test_truth(self):
        self.assertTrue(add(0, 1))


if __name__ == "__main__":
    unittest.main()
