CREATE TABLE "one_time_tasks" (
	"name" varchar(100) PRIMARY KEY NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"finished_at" timestamp with time zone
);
