import { route } from '@react-router/dev/routes';

export const userCenter = [route('invoiceHeader', 'areas/invoice-headers/user-center.invoiceHeader.tsx')];
