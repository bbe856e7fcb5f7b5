import { mod, sub, type SeedCourse } from "./shape";

export const moreCloudCourses: SeedCourse[] = [
  {
    key: "gcp-cloud-architect",
    courseTitle: "Google Cloud Professional Cloud Architect",
    courseSmlDesc:
      "Turn business requirements into secure, scalable Google Cloud architectures through design exercises, hands-on labs and Professional Cloud Architect exam preparation.",
    categories: ["Cloud"],
    courseDuration: 56,
    courseOverview: `<p>Google Cloud Professional Cloud Architect is an advanced course for engineers and architects who design solutions on Google Cloud for real businesses. It goes beyond individual services to teach how to turn business and technical requirements into secure, scalable and cost-effective architectures, and how to justify those designs to stakeholders.</p>
<h3>What you will be able to do</h3>
<ul><li>Structure organisations, folders and projects with sound IAM and policy controls</li><li>Choose between Compute Engine, GKE, Cloud Run and App Engine for a given workload</li><li>Design VPC networks, hybrid connectivity and global load balancing</li><li>Select the right data store among Cloud SQL, Spanner, Firestore, Bigtable and BigQuery</li><li>Plan for reliability with SLOs, disaster recovery targets and observability</li></ul>
<h3>How it is taught</h3>
<p>Sessions are live and instructor-led, with hands-on labs in Google Cloud projects after each module. Much of the course is spent on design exercises in the style of the official exam case studies: you work through requirements in small groups, sketch architectures and defend your choices. The capstone is a complete migration design for a retail platform, reviewed by your instructor and peers.</p>
<h3>Prerequisites and certification</h3>
<p>You should have at least a year of hands-on cloud experience, ideally including some Google Cloud, and be comfortable with networking, Linux and infrastructure concepts. The course prepares you for the <strong>Google Cloud Professional Cloud Architect</strong> certification exam.</p>`,
    courseContent: [
      mod("Designing on Google Cloud", [
        sub("Resource hierarchy and IAM", [
          "Organisations, folders and projects",
          "IAM roles, service accounts and Workload Identity Federation",
          "Organisation policy constraints",
        ]),
        sub("Working from the case studies", [
          "Translating business requirements into technical requirements",
          "Identifying constraints: compliance, latency and budget",
        ]),
      ]),
      mod("Compute choices", [
        sub("Compute Engine", [
          "Machine families, custom machine types and Spot VMs",
          "Managed instance groups and autoscaling",
          "Instance templates and rolling updates",
        ]),
        sub("Google Kubernetes Engine", ["Autopilot versus Standard clusters", "Node pools, Workload Identity and cluster upgrades"]),
        sub("Serverless platforms", ["Cloud Run services and jobs", "Cloud Run functions and event triggers", "App Engine standard and flexible environments"]),
      ]),
      mod("Networking", [
        sub("VPC design", [
          "Global VPCs, regional subnets and firewall rules",
          "Shared VPC and VPC Network Peering",
          "Private Google Access and Private Service Connect",
        ]),
        sub("Hybrid connectivity and load balancing", [
          "Cloud VPN and Cloud Interconnect",
          "Global external Application Load Balancer",
          "Cloud CDN and Cloud Armor",
        ]),
      ]),
      mod("Storage, databases and analytics", [
        sub("Choosing a storage service", ["Cloud Storage classes and lifecycle rules", "Persistent Disk, Hyperdisk and Filestore"]),
        sub("Databases", ["Cloud SQL and AlloyDB for PostgreSQL", "Spanner for globally consistent workloads", "Firestore and Bigtable access patterns"]),
        sub("Analytics", ["BigQuery datasets, partitioning and clustering", "Pub/Sub and Dataflow for streaming ingestion"]),
      ]),
      mod("Reliability, security and operations", [
        sub("Designing for reliability", ["SLIs, SLOs and error budgets", "Disaster recovery patterns and RTO/RPO targets"]),
        sub("Security controls", [
          "Cloud KMS and customer-managed encryption keys",
          "VPC Service Controls perimeters",
          "Secret Manager and Binary Authorization",
        ]),
        sub("Google Cloud Observability", [
          "Cloud Monitoring dashboards and uptime checks",
          "Cloud Logging sinks and log-based metrics",
          "Error Reporting and Cloud Trace",
        ]),
      ]),
      mod("Delivery, migration and cost", [
        sub("Infrastructure and delivery", ["Terraform on Google Cloud", "Cloud Build and Artifact Registry", "Blue/green and canary deployment strategies"]),
        sub("Migration and cost management", [
          "Migration Center assessments and Migrate to Virtual Machines",
          "Committed use discounts and sustained use discounts",
          "Billing export to BigQuery for cost analysis",
        ]),
      ]),
      mod("Capstone and exam preparation", [
        sub("Capstone: retail platform migration", [
          "Current-state assessment and requirements",
          "Target architecture diagrams and decision records",
          "Peer review and instructor feedback",
        ]),
        sub("Exam readiness", ["Case study walkthroughs", "Practice exam and debrief"]),
      ]),
    ],
  },
  {
    key: "linux-for-cloud-engineers",
    courseTitle: "Linux Administration for Cloud Engineers",
    courseSmlDesc:
      "Master the Linux command line, services, storage, networking and shell scripting that every cloud and DevOps engineer relies on, through practical terminal-based labs.",
    categories: ["Cloud", "DevOps"],
    courseDuration: 32,
    courseOverview: `<p>Nearly every cloud workload runs on Linux, and engineers who understand it troubleshoot faster and automate with confidence. This course takes you from everyday command-line work to administering and hardening Linux servers in the cloud, with a strong focus on the tasks that cloud and DevOps engineers actually perform on the job.</p>
<h3>What you will learn</h3>
<ul><li>Work fluently in Bash with pipes, text-processing tools and shell scripts</li><li>Manage users, permissions, processes and systemd services</li><li>Configure storage with LVM and filesystems, and manage software packages</li><li>Diagnose network problems and secure remote access with SSH and firewalls</li><li>Bootstrap cloud instances with cloud-init and schedule automated jobs</li></ul>
<h3>How it is taught</h3>
<p>Each live session is built around a terminal: the instructor demonstrates, then you repeat and extend the work on your own lab virtual machines. Short troubleshooting challenges, such as a service that will not start or a disk that has filled up, build real diagnostic habits. The capstone project has you build, harden and automate a web server on a cloud VM.</p>
<h3>Who it is for</h3>
<p>The course suits Windows administrators moving into cloud roles, developers who deploy to Linux and new DevOps engineers. No prior Linux experience is assumed, only general computer literacy. It also provides a solid grounding for the <em>LFCS</em> and <em>RHCSA</em> certifications.</p>`,
    courseContent: [
      mod("The shell and the filesystem", [
        sub("Working in Bash", [
          "Navigating the filesystem hierarchy",
          "Pipes, redirection and command substitution",
          "grep, sed, awk and find for everyday tasks",
        ]),
        sub("Files and permissions", ["Ownership, chmod and umask", "setuid, setgid and the sticky bit", "Access control lists with setfacl"]),
      ]),
      mod("Users, processes and services", [
        sub("Users and privileges", ["Managing users and groups", "sudoers configuration and least privilege"]),
        sub("Processes", ["Inspecting processes with ps, top and htop", "Signals, nice values and job control"]),
        sub("systemd", ["Units, targets and systemctl", "Writing a custom service unit", "Reading logs with journalctl"]),
      ]),
      mod("Storage and software", [
        sub("Disks and filesystems", [
          "Partitioning with fdisk and parted",
          "LVM physical volumes, volume groups and logical volumes",
          "ext4 and XFS, mounting and /etc/fstab",
        ]),
        sub("Package management", ["apt and dnf repositories", "Pinning versions and unattended upgrades"]),
      ]),
      mod("Networking and remote access", [
        sub("Network configuration and troubleshooting", [
          "ip, ss and nmcli",
          "DNS resolution and /etc/hosts",
          "Troubleshooting with ping, traceroute, dig and curl",
        ]),
        sub("SSH and firewalls", ["Key-based authentication and hardening sshd_config", "SSH tunnelling and jump hosts", "firewalld and nftables basics"]),
      ]),
      mod("Linux in the cloud", [
        sub("Cloud instances", ["Cloud images and cloud-init user data", "Instance metadata services", "Attaching and resizing cloud block volumes"]),
        sub("Shell scripting and scheduling", [
          "Variables, loops, functions and exit codes",
          "Scheduling with cron and systemd timers",
          "Log rotation with logrotate",
        ]),
        sub("Performance triage", ["CPU and memory with vmstat and free", "Disk I/O with iostat and df"]),
      ]),
      mod("Capstone project", [
        sub("Build and harden a web server on a cloud VM", [
          "Provision the instance and configure Nginx",
          "Apply SSH, firewall and user hardening",
          "Automate the full setup with a cloud-init script",
        ]),
        sub("Troubleshooting challenge"),
      ]),
    ],
  },
  {
    key: "cloud-finops",
    courseTitle: "Cloud Cost Optimisation with FinOps",
    courseSmlDesc:
      "Bring accountability to cloud spending with the FinOps framework: allocate costs, cut waste, use commitment discounts wisely and build cost KPIs teams act on.",
    categories: ["Cloud"],
    courseDuration: 24,
    courseOverview: `<p>Cloud bills grow quickly when nobody owns them. This course teaches engineers, finance analysts and technology managers how to bring accountability to cloud spending using the FinOps framework, so that teams can make informed trade-offs between speed, cost and quality instead of reacting to an unexpected invoice at the end of the month.</p>
<h3>What you will learn</h3>
<ul><li>Explain the FinOps lifecycle of inform, optimise and operate, and the roles involved</li><li>Build cost allocation with tagging strategies, account structures and showback reports</li><li>Read and analyse billing data from AWS, Azure and Google Cloud</li><li>Right-size compute, schedule non-production resources and clean up waste</li><li>Evaluate Savings Plans, reservations and committed use discounts</li><li>Define unit economics and cost KPIs that engineering teams can act on</li></ul>
<h3>How it is taught</h3>
<p>Live instructor-led sessions are combined with practical exercises on realistic billing exports and cost dashboards. You finish with a capstone project in which you analyse a fictional company's multi-cloud spend and present a prioritised savings plan to a mock leadership panel.</p>
<h3>Prerequisites and certification</h3>
<p>Basic familiarity with at least one public cloud is helpful but not essential, and no programming is required. The course aligns with the <strong>FinOps Certified Practitioner</strong> exam from the FinOps Foundation.</p>`,
    courseContent: [],
  },
];
