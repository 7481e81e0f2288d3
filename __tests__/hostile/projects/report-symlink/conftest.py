# After pytest wrote its JUnit report, replace it with something the host must
# not read: a symlink to a host-sensitive path, or a FIFO that would block a
# naive reader forever. HOSTILE_REPORT_ATTACK is "symlink:<target>" or "fifo".
import os


def pytest_unconfigure(config):
    path = config.option.xmlpath
    if not path:
        return
    attack = os.environ.get("HOSTILE_REPORT_ATTACK", "symlink:/etc/shadow")
    os.remove(path)
    if attack == "fifo":
        os.mkfifo(path)
    elif attack == "dir-symlink":
        os.symlink("/etc", path)
    else:
        os.symlink(attack.split(":", 1)[1], path)
