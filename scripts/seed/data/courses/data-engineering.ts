import { mod, sub, type SeedCourse } from "./shape";

export const dataEngineeringCourses: SeedCourse[] = [
  // ----------------------------------------------------- Data Engineering
  {
    key: "spark-databricks",
    courseTitle: "Apache Spark and Databricks for Data Engineers",
    courseSmlDesc:
      "Build scalable batch and streaming pipelines with PySpark, Delta Lake and Databricks, and learn to tune Spark jobs by reading what the engine is really doing.",
    categories: ["Data Engineering"],
    courseDuration: 48,
    courseOverview: `<p>Apache Spark is the engine behind a large share of the world's data pipelines, and Databricks has made it the foundation of the lakehouse. This course is for data engineers, ETL developers and analysts moving into engineering who want to build scalable batch and streaming pipelines with PySpark, Delta Lake and the Databricks platform.</p>
<h3>What you will be able to do</h3>
<ul><li>Explain how Spark executes jobs, stages and tasks across a cluster</li><li>Transform data with the DataFrame API and Spark SQL, including joins and window functions</li><li>Build reliable lakehouse tables with Delta Lake, MERGE and time travel</li><li>Organise pipelines using the bronze, silver and gold medallion architecture</li><li>Tune performance by reading the Spark UI and fixing skew, shuffles and small files</li><li>Process streaming data with Structured Streaming and schedule production workflows</li></ul>
<h3>How it is taught</h3>
<p>Live instructor-led sessions are followed by hands-on labs in a Databricks workspace using realistic retail and clickstream data sets. The capstone project is an end-to-end sales lakehouse, from raw file ingestion to a scheduled pipeline and a published dashboard.</p>
<h3>Prerequisites and certification</h3>
<p>You should know SQL well and have a working knowledge of Python. The course prepares you for the <strong>Databricks Certified Data Engineer Associate</strong> exam.</p>`,
    courseContent: [
      mod("Distributed processing foundations", [
        sub("Why Spark", ["From MapReduce to in-memory processing", "Spark architecture: driver, executors and cluster manager"]),
        sub("The execution model", ["Jobs, stages and tasks", "Lazy evaluation and the DAG", "Narrow and wide transformations"]),
      ]),
      mod("Spark DataFrames and Spark SQL", [
        sub("The DataFrame API with PySpark", ["Reading CSV, JSON and Parquet", "Selecting, filtering and aggregating", "Joins and window functions"]),
        sub("Spark SQL", ["Temporary views and the catalog", "User-defined functions and their performance cost"]),
      ]),
      mod("The Databricks platform", [
        sub("Workspace essentials", ["Notebooks, compute clusters and SQL warehouses", "Git folders and version control"]),
        sub("Unity Catalog", ["Catalogs, schemas, tables and volumes", "Access control and data lineage"]),
      ]),
      mod("Delta Lake and the lakehouse", [
        sub("Delta Lake", ["ACID transactions and the transaction log", "MERGE for upserts", "Time travel, VACUUM and OPTIMIZE"]),
        sub("Medallion architecture", ["Bronze, silver and gold layers", "Incremental ingestion with Auto Loader"]),
      ]),
      mod("Performance tuning", [
        sub("Understanding the query plan", ["Reading the Spark UI", "The Catalyst optimiser and Adaptive Query Execution"]),
        sub("Tuning techniques", ["Partitioning and file sizing", "Broadcast joins and handling data skew", "Caching, and when not to cache"]),
      ]),
      mod("Streaming and production pipelines", [
        sub("Structured Streaming", ["Sources, sinks and triggers", "Watermarks and late-arriving data", "Checkpointing and recovery"]),
        sub("Orchestration", ["Databricks Workflows and job clusters", "Data quality expectations in Delta Live Tables"]),
      ]),
      mod("Capstone and certification", [
        sub("Capstone: retail sales lakehouse", [
          "Ingest raw files into bronze tables",
          "Cleanse and model silver and gold tables",
          "Schedule the pipeline and publish a dashboard",
        ]),
        sub("Data Engineer Associate preparation", ["Exam objectives review", "Practice questions and discussion"]),
      ]),
    ],
  },
  {
    key: "airflow-pipelines",
    courseTitle: "Data Pipelines with Apache Airflow",
    courseSmlDesc:
      "Design dependable data pipelines as Python code with Apache Airflow, with clear dependencies, retries, alerting, backfills and production-ready deployment.",
    categories: ["Data Engineering", "Automation"],
    courseDuration: 32,
    courseOverview: `<p>Apache Airflow is the most widely used open-source tool for scheduling and monitoring data workflows. This course shows data engineers, analytics engineers and automation specialists how to design dependable pipelines as Python code, with clear dependencies, retries, alerting and backfills, and how to run Airflow in production without surprises.</p>
<h3>What you will learn</h3>
<ul><li>Understand the Airflow scheduler, executors and metadata database</li><li>Write DAGs with the TaskFlow API, operators, hooks and connections</li><li>Use sensors, deferrable operators, datasets and dynamic task mapping</li><li>Build an ELT pipeline that extracts from APIs, loads into a warehouse and runs dbt</li><li>Add data quality checks, SLAs, alerts and automated tests for your DAGs</li></ul>
<h3>How it is taught</h3>
<p>Every live, instructor-led session includes a hands-on lab in your own Airflow environment running on Docker Compose. You will also learn to interpret the scheduler's behaviour when something goes wrong, a skill that saves hours in production. The capstone project is a daily analytics pipeline with quality checks, alerting and a demonstrated backfill.</p>
<h3>Prerequisites</h3>
<p>Intermediate Python and good SQL knowledge are expected. Familiarity with Docker and a cloud data warehouse is helpful, and both are introduced where needed.</p>`,
    courseContent: [
      mod("Orchestration concepts", [
        sub("Why orchestration", ["Cron jobs versus workflow orchestrators", "Designing idempotent, deterministic tasks"]),
        sub("Airflow architecture", ["Scheduler, executor, webserver and metadata database", "Local setup with Docker Compose"]),
      ]),
      mod("Writing DAGs", [
        sub("DAG fundamentals", ["DAGs, tasks and dependencies", "Schedules, data intervals and catchup", "The TaskFlow API"]),
        sub("Operators and hooks", ["BashOperator and PythonOperator", "Provider packages for AWS, Google Cloud and databases", "Connections and variables"]),
        sub("Passing data between tasks", ["XComs and their limits", "Jinja templating and macros"]),
      ]),
      mod("Advanced scheduling", [
        sub("Waiting on external events", ["Sensors and deferrable operators", "Data-aware scheduling with datasets"]),
        sub("Dynamic workflows", ["Dynamic task mapping", "Branching and trigger rules", "Task groups"]),
      ]),
      mod("Building an ELT pipeline", [
        sub("Extract and load", ["Pulling data from paginated REST APIs", "Landing files in object storage", "Loading into a cloud data warehouse"]),
        sub("Transform and validate", ["Running dbt from Airflow", "Data quality checks with SQL check operators"]),
      ]),
      mod("Production operations", [
        sub("Reliability", ["Retries, timeouts and SLAs", "Failure alerts to email and Slack", "Backfills and clearing task instances"]),
        sub("Deployment and scaling", ["CeleryExecutor and KubernetesExecutor", "CI/CD for DAG repositories", "Testing DAGs with pytest"]),
      ]),
      mod("Capstone project", [
        sub("Daily analytics pipeline", [
          "Design the DAG and target data model",
          "Implement with quality checks and alerts",
          "Demonstrate a historical backfill",
        ]),
        sub("Code review with the instructor"),
      ]),
    ],
  },
  {
    key: "snowflake-dbt",
    courseTitle: "Modern Data Warehousing with Snowflake and dbt",
    courseSmlDesc:
      "Load, model, test and govern analytics data in Snowflake, and turn raw tables into trusted, documented data marts with dbt and software engineering practices.",
    categories: ["Data Engineering"],
    courseDuration: 40,
    courseOverview: `<p>Snowflake and dbt together form the core of many modern analytics stacks. This course teaches data engineers, BI developers and analytics engineers how to load, model, test and govern data in Snowflake, and how to turn raw tables into trusted, documented data marts with dbt using software engineering practices such as version control, testing and CI.</p>
<h3>What you will learn</h3>
<ul><li>Explain Snowflake's architecture of virtual warehouses, micro-partitions and cloud storage</li><li>Load structured and semi-structured data with stages, COPY INTO and Snowpipe</li><li>Control cost and access with warehouse sizing, resource monitors, roles and masking policies</li><li>Design dimensional models with a clear grain and slowly changing dimensions</li><li>Build dbt projects with sources, incremental models, snapshots, tests and documentation</li></ul>
<h3>How it is taught</h3>
<p>Sessions are live and instructor-led, with hands-on labs in a Snowflake account and a dbt project kept in Git. The capstone project is a subscription analytics warehouse: you load raw event data, build tested revenue and churn models, and present the documented data marts.</p>
<h3>Prerequisites and certification</h3>
<p>Strong SQL skills are essential; basic Git and command-line knowledge help. The course supports preparation for the <strong>SnowPro Core</strong> certification and the <strong>dbt Analytics Engineering</strong> certification.</p>`,
    courseContent: [
      mod("Snowflake architecture", [
        sub("How Snowflake works", [
          "Separation of storage and compute",
          "Virtual warehouses and multi-cluster scaling",
          "Micro-partitions and partition pruning",
        ]),
        sub("Loading data", ["Stages and file formats", "COPY INTO and Snowpipe", "Semi-structured data with VARIANT and FLATTEN"]),
      ]),
      mod("Operating Snowflake", [
        sub("Security and governance", ["Role hierarchy and access control", "Dynamic data masking and row access policies"]),
        sub("Cost and performance", ["Warehouse sizing and auto-suspend", "Analysing the query profile", "Resource monitors"]),
        sub("Data lifecycle features", ["Time Travel and Fail-safe", "Zero-copy cloning", "Secure data sharing"]),
      ]),
      mod("Dimensional modelling", [
        sub("Modelling concepts", ["Facts, dimensions and grain", "Star schemas", "Slowly changing dimensions"]),
        sub("Modern modelling practice", ["ELT versus ETL", "Layered models: staging, intermediate and marts"]),
      ]),
      mod("dbt fundamentals", [
        sub("Project structure", ["Models, sources and ref", "Materialisations: view, table, incremental and ephemeral", "Jinja and macros"]),
        sub("Testing and documentation", ["Generic and singular data tests", "Source freshness checks", "Generated documentation and lineage graphs"]),
      ]),
      mod("Advanced dbt", [
        sub("Incremental models and snapshots", [
          "Incremental strategies on Snowflake: append, merge and delete+insert",
          "Snapshots for Type 2 slowly changing dimensions",
        ]),
        sub("Engineering practices", ["Packages such as dbt_utils", "Slim CI with state comparison", "Environments and deployment jobs"]),
      ]),
      mod("Capstone project", [
        sub("Subscription analytics warehouse", [
          "Load raw events into Snowflake",
          "Build tested dbt models for revenue and churn",
          "Document and present the data marts",
        ]),
        sub("Exam preparation", ["SnowPro Core practice questions", "dbt Analytics Engineering practice questions"]),
      ]),
    ],
  },
  {
    key: "kafka-streaming",
    courseTitle: "Real-time Streaming with Apache Kafka",
    courseSmlDesc:
      "Build event-driven systems and real-time pipelines on Apache Kafka, from producers and consumers to Kafka Connect, schemas and stateful stream processing.",
    categories: ["Data Engineering"],
    courseDuration: 40,
    courseOverview: `<p>Apache Kafka lets organisations react to events as they happen rather than hours later in a batch job. This course is for backend developers, data engineers and architects who want to build event-driven systems and real-time pipelines on Kafka, and who need to understand its guarantees well enough to rely on it in production.</p>
<h3>What you will be able to do</h3>
<ul><li>Explain brokers, partitions, replication and KRaft-based cluster metadata</li><li>Write producers and consumers with the right delivery semantics and commit strategy</li><li>Manage schemas and compatibility with Schema Registry, Avro and Protobuf</li><li>Integrate databases and storage with Kafka Connect and Debezium change data capture</li><li>Build stateful stream processing with Kafka Streams and ksqlDB</li><li>Monitor consumer lag and secure clusters with TLS, SASL and ACLs</li></ul>
<h3>How it is taught</h3>
<p>Live instructor-led sessions are paired with labs on a multi-broker cluster, with code examples in Java and Python. The capstone project is a real-time order tracking system that captures database changes, enriches them with Kafka Streams and feeds a live dashboard.</p>
<h3>Prerequisites and certification</h3>
<p>You should be comfortable programming in Java or Python and have a basic understanding of distributed systems. The course covers the topics of the <strong>Confluent Certified Developer for Apache Kafka</strong> exam.</p>`,
    courseContent: [
      mod("Event streaming fundamentals", [
        sub("Why event streaming", ["Messages, events and the distributed log", "Use cases: integration, analytics and event-driven services"]),
        sub("Kafka architecture", ["Brokers, topics and partitions", "Replication, leaders and in-sync replicas", "KRaft mode and the end of ZooKeeper"]),
      ]),
      mod("Producers and consumers", [
        sub("Producers", ["Message keys and partitioning", "acks, retries and idempotent producers", "Batching, linger and compression"]),
        sub("Consumers", [
          "Consumer groups and rebalancing",
          "Offset management and commit strategies",
          "At-most-once, at-least-once and exactly-once semantics",
        ]),
      ]),
      mod("Schemas and data contracts", [
        sub("Serialisation formats", ["Avro, Protobuf and JSON Schema", "Schema Registry and subject naming"]),
        sub("Schema evolution", ["Backward, forward and full compatibility", "Handling breaking changes"]),
      ]),
      mod("Kafka Connect", [
        sub("The Connect framework", ["Source and sink connectors", "Distributed mode workers and REST API"]),
        sub("Common integrations", ["Change data capture with Debezium", "Sinking to object storage and data warehouses", "Single message transforms"]),
      ]),
      mod("Stream processing", [
        sub("Kafka Streams", ["KStream and KTable", "Stateful aggregations and windowing", "Stream-table joins"]),
        sub("Other processing options", ["Streaming SQL with ksqlDB", "When to reach for Apache Flink"]),
      ]),
      mod("Operating Kafka", [
        sub("Cluster operations", ["Sizing partitions and brokers", "Monitoring consumer lag", "Security with TLS, SASL and ACLs"]),
        sub("Capstone: real-time order tracking", [
          "Change data capture from a relational database",
          "Enrich order events with Kafka Streams",
          "Serve results to a live dashboard",
        ]),
      ]),
    ],
  },
];
