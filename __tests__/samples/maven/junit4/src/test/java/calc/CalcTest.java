package calc;

import static org.junit.Assert.assertEquals;

import org.junit.Ignore;
import org.junit.Test;

public class CalcTest {
    @Test
    public void adds() {
        assertEquals(4, Calc.add(2, 2));
    }

    @Test
    public void addsWrong() {
        System.out.println("two and two");
        assertEquals("sum", 5, Calc.add(2, 2));
    }

    @Test
    @Ignore("later")
    public void ignored() {
        assertEquals(0, 1);
    }

    @Test(expected = ArithmeticException.class)
    public void dividesByZero() {
        Calc.divide(1, 0);
    }

    @Test
    public void throwsUnexpected() {
        Calc.divide(1, 0);
    }
}
