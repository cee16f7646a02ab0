/** The abandoned-checkout offer: this share off the first payment (the server applies it). */
export const abandonDiscount = 0.5;
