import unittest


class TestBroken(unittest.TestCase):
    def test_broken(self):
        x = = 1
