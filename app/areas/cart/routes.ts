import { route } from '@react-router/dev/routes';

export const shop = [route('cart', 'areas/cart/home.cart.tsx')];
