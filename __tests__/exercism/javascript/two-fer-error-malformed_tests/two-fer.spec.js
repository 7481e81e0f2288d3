describe('twoFer()', t('another name given', () => {
