import { messageArea } from '../../messages/area.ts';

/** Messages of uploads and stored files. */
export default messageArea(
  {
    fileMissing: '请选择要上传的图片',
    fileTooLarge: '图片不能超过{size}',
    fileTypeImage: '只能上传 jpg、png、gif 格式的图片',
    fileUnreadable: '图片无法识别，请换一张清晰的 jpg、png 或 gif 图片',
    formIdInvalid: '表单编号无效，请刷新页面后重试',
    doctypeInvalid: '不支持的图片类型',
    fileUnknown: '文件不存在',
    fileInUse: '该图片属于已提交的资料（审核中或已通过的认证、已申请的售后），不能删除',
    fileUploaded: '上传成功',
    fileDeleted: '图片已删除',
  },
  {
    fileMissing: 'Please choose an image to upload',
    fileTooLarge: 'The image cannot be larger than {size}',
    fileTypeImage: 'Only jpg, png and gif images can be uploaded',
    fileUnreadable: 'The image cannot be read; please choose a clear jpg, png or gif image',
    formIdInvalid: 'The form id is not valid; please reload the page and try again',
    doctypeInvalid: 'This kind of image is not supported',
    fileUnknown: 'The file does not exist',
    fileInUse:
      'This image belongs to submitted documents (a certification under review or passed, an after-sale applied for) and cannot be deleted',
    fileUploaded: 'Uploaded',
    fileDeleted: 'Image deleted',
  },
);
