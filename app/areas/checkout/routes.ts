import { route } from '@react-router/dev/routes';

export const container = [route('getOrderInfo/:id', 'areas/checkout/container.getOrderInfo.$id.tsx')];
