<?php
declare(strict_types=1);

use PHPUnit\Framework\TestCase;

final class StringsTest extends TestCase
{
    public function testUpper(): void
    {
        $this->assertSame('HELLO', strtoupper('hello'));
    }

    public function testReverse(): void
    {
        $reversed = strrev('abc');
        $this->assertSame('abc', $reversed, 'reversing changes the order');
    }

    public function testConcat(): void
    {
        $this->assertSame('ab', 'a' . 'b');
    }
}
