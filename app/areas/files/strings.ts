import { area } from '../../i18n/strings.ts';

/** Strings of the image fields and the full-size view of a private image (certification, after-sales). */
const strings = area(
  {
    files: {
      chooseImage: '选择图片',
      chooseImageFor: '（{{label}}）',
      deleteImage: '删除',
      deleteImageOf: '删除{{label}}',
      fileTooLarge: '图片不能超过 2 MB',
      imageHint: '一张 jpg、png 或 gif 图片，不超过 2 MB',
      imageOf: '已上传的{{label}}',
      uploadFailed: '上传失败，请重试',
      uploaded: '{{label}}上传成功',
      deleted: '{{label}}已删除',
      uploading: '正在上传{{label}}',
      closeZoom: '关闭大图',
      fullSize: '查看{{label}}大图',
    },
  },
  {
    files: {
      chooseImage: 'Choose an image',
      chooseImageFor: ' for {{label}}',
      deleteImage: 'Delete',
      deleteImageOf: 'Delete {{label}}',
      fileTooLarge: 'The image cannot be larger than 2 MB',
      imageHint: 'One jpg, png or gif image, at most 2 MB',
      imageOf: 'Uploaded {{label}}',
      uploadFailed: 'The upload failed; please try again',
      uploaded: '{{label}} uploaded',
      deleted: '{{label}} deleted',
      uploading: 'Uploading {{label}}',
      closeZoom: 'Close the full-size image',
      fullSize: 'View {{label}} at full size',
    },
  },
);

export default strings;

type Own = typeof strings.zh;

/** These groups join the interface's strings (app/i18n/resources.ts). */
declare module '../../i18n/resources.ts' {
  interface InterfaceStrings extends Own {}
}
