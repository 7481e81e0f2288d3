# Each import comes from a different place the project declares it: the package
# itself (src layout), its dependencies, its test extra and its test dependency group.
import calcpkg
import humanize
import text_unidecode


def test_package_from_src():
    assert calcpkg.title("hello_world") == "Hello World"


def test_extra_and_group():
    assert text_unidecode.unidecode("café") == "cafe"
    assert humanize.intcomma(1000) == "1,000"
