-- A derived product's JSON (~5 KB) is written for every product on each derive, on the first start's
-- critical path: TOAST compression of it cost about a third of that write, for half the disk.
ALTER TABLE "derived_products" ALTER COLUMN "data" SET STORAGE EXTERNAL;
