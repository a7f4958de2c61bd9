import { route } from '@react-router/dev/routes';

/** Private uploads, answered to their own company: no frame, just the image. */
export const bare = [
  route('userCenter/attachment/:path', 'areas/files/user-center.attachment.$path.ts'),
  route('admin/attachment/:path', 'areas/files/admin.attachment.$path.ts'),
];

/** The image fields' upload and delete with JavaScript (certification, after-sale evidence). */
export const userCenter = [route('upload', 'areas/files/user-center.upload.ts')];
