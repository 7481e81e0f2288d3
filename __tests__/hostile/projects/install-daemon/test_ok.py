# The install command of this attack (given with --install-command) starts a
# detached daemon named after HOSTILE_MARK; the host checks none is left once the
# install is over. The tests themselves only need to run.


def test_runs():
    pass
