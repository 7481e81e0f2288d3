<?php
declare(strict_types=1);

namespace Tests\Unit;

use App\Calculator;
use PHPUnit\Framework\TestCase;

final class CalculatorTest extends TestCase
{
    public function testAdds(): void
    {
        echo "adding 2 and 3\n";
        $this->assertSame(5, (new Calculator())->add(2, 3));
    }

    public function testAddsWrongly(): void
    {
        $this->assertSame(6, (new Calculator())->add(2, 3));
    }

    public function testDividesByZero(): void
    {
        $this->assertSame(0.0, (new Calculator())->divide(1, 0));
    }

    /**
     * @dataProvider sums
     */
    public function testSums(int $a, int $b, int $expected): void
    {
        $this->assertSame($expected, (new Calculator())->add($a, $b));
    }

    public function sums(): array
    {
        return [
            'small' => [1, 1, 2],
            'wrong' => [2, 2, 5],
            [0, 0, 0],
        ];
    }

    public function testSkipped(): void
    {
        $this->markTestSkipped('needs a database');
    }

    public function testIncomplete(): void
    {
        $this->markTestIncomplete('not written yet');
    }

    public function testRisky(): void
    {
        $value = 1 + 1;
    }
}
