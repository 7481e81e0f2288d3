export const const () => { (
