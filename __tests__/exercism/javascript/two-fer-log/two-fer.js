export function twoFer(name = 'you') {
  console.log(`name: ${name}`)
  return `One for ${name}, one for me.`
}
