# Collection fails with a chained exception whose message spans several lines:
# pytest prints each exception as a block of "E   " lines, the last block being
# the exception that stopped the import, its first line the exception itself.


def load_rows(text):
    try:
        return [int(cell) for cell in text.split(",")]
    except ValueError as err:
        raise RuntimeError(
            "the table of cases is malformed.\n"
            "Row 3 has a cell that is not a number.\n"
            "See the comment at the top of this file."
        ) from err


ROWS = load_rows("1,2,three")


def test_rows():
    assert ROWS == [1, 2, 3]
