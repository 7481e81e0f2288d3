<?php
declare(strict_types=1);

namespace Tests\Unit;

use PHPUnit\Framework\TestCase;

final class HelperTest extends TestCase
{
    public function testTrims(): void
    {
        $this->assertSame('a', trim(' a '));
    }

    public function testWarns(): void
    {
        $this->assertTrue(true);
        fwrite(STDERR, "");
        throw new \RuntimeException('helper exploded');
    }
}
