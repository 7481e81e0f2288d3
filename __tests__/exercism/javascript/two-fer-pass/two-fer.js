export const twoFer = (name = 'you') => `One for ${name}, one for me.`
