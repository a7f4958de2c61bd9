import { messageArea } from '../../messages/area.ts';

/** Messages of the favourites calls. */
export default messageArea(
  {
    favourited: '收藏成功',
  },
  {
    favourited: 'Favourited successfully',
  },
);
