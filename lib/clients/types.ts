/** A client whose logo the home page shows, in `position` order (lowest first). */
export interface Client {
  id: string;
  name: string;
  imageUrl: string;
  position: number;
  createdAt: Date;
}
