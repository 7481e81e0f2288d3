package calc;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;

class CalcTest {
    @Test
    void adds() {
        assertEquals(4, Calc.add(2, 2));
    }

    @Test
    void addsWrong() {
        System.out.println("checking 2 + 2");
        assertEquals(5, Calc.add(2, 2), "two plus two");
    }

    @Test
    void dividesByZero() {
        assertEquals(0, Calc.divide(1, 0));
    }
}
