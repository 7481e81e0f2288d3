console.log("Some global log")

export const twoFer = (name) => {
  console.log(name)
  return `One for you, one for me.`
}
