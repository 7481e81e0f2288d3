package u;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;

class UnusedPluginTest {
  @Test
  void adds() {
    assertEquals(4, 2 + 2);
  }

  @Test
  void joins() {
    assertEquals("ab", "a" + "b");
  }
}
