import unittest

from strings import shout, whisper


class TestStrings(unittest.TestCase):
    def test_shout(self):
        self.assertEqual(shout("hi"), "HI!")

    def test_whisper(self):
        self.assertEqual(whisper("HI"), "hi.")

    def test_whisper_none(self):
        whisper(None)
