# Hostile case 33's victim: a project whose one test really fails, run with the result
# cache before and after result-cache-poison's tests had their go at the cache.


def test_really_fails():
    assert 1 + 1 == 3
