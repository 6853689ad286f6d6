/** The header item titled after the signed-in customer's headset order (the headset issue fills this in). */
export function OrderNavItem() {
  return null;
}
