package calc;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;

class CalcTest {
    @Test
    void adds() {
        int sum = Calc.add(2, "2");
        assertEquals(4, sum);
    }
}
