import sys
import unittest


def div(a, b):
    if b == 0:
        raise ZeroDivisionError("division by zero")
    return a / b


class TestDivision(unittest.TestCase):
    def test_divides(self):
        print("dividing 6 by 3")
        self.assertEqual(div(6, 3), 2)

    def test_divides_badly(self):
        print("about to fail", file=sys.stderr)
        self.assertEqual(div(1, 2), 0.25)

    def test_zero(self):
        div(1, 0)

    @unittest.skip("not today")
    def test_skipped(self):
        self.fail("never")

    def test_skips_itself(self):
        self.skipTest("no network here")

    @unittest.expectedFailure
    def test_known_bug(self):
        self.assertEqual(div(1, 3), 0.3)

    @unittest.expectedFailure
    def test_fixed_bug(self):
        self.assertEqual(div(4, 2), 2)

    def test_table(self):
        for a, b, q in [(4, 2, 2), (9, 3, 4), (1, 0, 0), (8, 4, 2)]:
            with self.subTest(a=a, b=b):
                self.assertEqual(div(a, b), q)


class TestBrokenFixture(unittest.TestCase):
    @classmethod
    def setUpClass(cls):
        raise RuntimeError("database unavailable")

    def test_never_runs(self):
        self.assertTrue(True)


class TestTearDown(unittest.TestCase):
    def tearDown(self):
        raise ValueError("cleanup failed")

    def test_body_passes(self):
        self.assertTrue(True)
