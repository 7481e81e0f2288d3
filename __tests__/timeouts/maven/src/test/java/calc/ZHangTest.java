package calc;

import org.junit.jupiter.api.Test;

class ZHangTest {
  @Test
  void hangs() throws InterruptedException {
    Thread.sleep(600_000); // HANG
  }
}
